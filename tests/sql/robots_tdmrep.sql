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
select 'tdmrep_first_in_sequence_not_longest',
  robots_tdmrep('[{"location":"/","tdm-reservation":0},{"location":"/a/","tdm-reservation":1}]',
    'https://e.example/a/x') = '{"tdm-reservation":0}';
select 'tdmrep_location_matches_path_and_query',
  robots_tdmrep('[{"location":"/s?q=*","tdm-reservation":1}]', 'https://e.example/s?q=x#frag') = '{"tdm-reservation":1}'
  and robots_tdmrep('[{"location":"/s$","tdm-reservation":1}]', 'https://e.example/s?q=x') is null
  and robots_tdmrep('[{"location":"/s$","tdm-reservation":1}]', 'https://e.example/s#frag') = '{"tdm-reservation":1}';
select 'tdmrep_location_without_slash_only_by_wildcard',
  robots_tdmrep('[{"location":"a","tdm-reservation":1}]', 'https://e.example/a') is null
  and robots_tdmrep('[{"location":"*","tdm-reservation":1}]', 'https://e.example/a') = '{"tdm-reservation":1}';
select 'tdmrep_url_used_as_given_like_robots_allowed',
  robots_tdmrep('[{"location":"/~user","tdm-reservation":1}]', 'https://e.example/%7Euser') is null
  and robots_tdmrep('[{"location":"/path/foo-%24","tdm-reservation":1}]', 'https://e.example/path/foo-$') is null
  and robots_tdmrep('[{"location":"/caf%c3%a9","tdm-reservation":1}]', 'https://e.example/caf%C3%A9') = '{"tdm-reservation":1}';
select 'tdmrep_duplicate_member_last_wins',
  robots_tdmrep('[{"location":"/a","location":"/b","tdm-reservation":0,"tdm-reservation":1}]', 'https://e.example/b') = '{"tdm-reservation":1}'
  and robots_tdmrep('[{"location":"/a","location":"/b","tdm-reservation":1}]', 'https://e.example/a') is null;
select 'tdmrep_relative_url_is_a_path',
  robots_tdmrep('[{"location":"/a*","tdm-reservation":1}]', '/abc') = '{"tdm-reservation":1}';
