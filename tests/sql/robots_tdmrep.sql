-- robots_tdmrep(json, url): the first rule of a tdmrep.json array whose
-- location matches the URL's path (robots-style '*' and '$',
-- case-sensitive).  Check-style: every line must end in |1.
create temp table t(doc);
insert into t values ('[
 {"location": "/images/*", "tdm-reservation": 1, "tdm-policy": "https://example.com/policies/policy.json"},
 {"location": "/*.pdf$", "tdm-reservation": 1},
 {"location": "/", "tdm-reservation": 0}
]');
select 'tdmrep_first_matching_rule',
  robots_tdmrep((select doc from t), 'https://example.com/images/a.png') = '{"tdm-reservation":1,"tdm-policy":"https://example.com/policies/policy.json"}';
select 'tdmrep_policy_only_when_given',
  robots_tdmrep((select doc from t), 'https://example.com/a/b.pdf') = '{"tdm-reservation":1}';
select 'tdmrep_dollar_anchors',
  robots_tdmrep((select doc from t), 'https://example.com/a/b.pdfx') = '{"tdm-reservation":0}';
select 'tdmrep_case_sensitive',
  robots_tdmrep((select doc from t), 'https://example.com/IMAGES/a.png') = '{"tdm-reservation":0}';
select 'tdmrep_null_when_none_matches',
  robots_tdmrep('[{"location":"/a/","tdm-reservation":1}]', 'https://example.com/b') is null
  and robots_tdmrep('[]', 'https://example.com/b') is null;
select 'tdmrep_escapes_decoded',
  robots_tdmrep('[{"location":"\/caf\u00e9*","tdm-reservation":1,"x":{"y":[1,2.5e3,{"z":null}]}}]', 'https://e.example/caf%C3%A9s') = '{"tdm-reservation":1}';
select 'tdmrep_json_subtype', json_valid(robots_tdmrep((select doc from t), 'https://e.example/'));
select 'tdmrep_null_argument', robots_tdmrep(null, 'https://e/') is null and robots_tdmrep('[]', null) is null;
