-- rsl_terms(xml, url): the <content> of an RSL 1.0 document whose url
-- pattern holds the URL (robots.txt matching, longest wins), as JSON; NULL
-- when none matches or the document is not RSL.  Check-style.
create temp table d(name text primary key, xml text);
-- RSL 1.0's minimal example: search permitted, AI training prohibited,
-- a crawl fee of 0.015 USD.
insert into d values ('minimal', '<?xml version="1.0" encoding="UTF-8"?>
<rsl xmlns="https://rslstandard.org/rsl">
  <content url="/">
    <license>
      <permits type="usage">search</permits>
      <prohibits type="usage">ai-train</prohibits>
      <payment type="crawl">
        <amount currency="USD">0.015</amount>
      </payment>
    </license>
  </content>
</rsl>');
-- A publisher's file: a section with its own terms, the site by default.
insert into d values ('sections', '<?xml version="1.0" encoding="utf-8"?>
<rsl xmlns="https://rslstandard.org/rsl">
  <content url="/news/*" lastmod="2026-03-27T15:00:00Z">
    <schema>https://publisher.example.com/schema/news.jsonld</schema>
    <terms>https://publisher.example.com/licensing-terms</terms>
    <copyright type="organization">Example Publishing Group</copyright>
    <license>
      <permits type="usage">search</permits>
      <permits type="user">commercial non-commercial education government personal</permits>
      <prohibits type="geo">CN,RU</prohibits>
      <legal type="warranty">ownership authority</legal>
      <legal type="disclaimer">as-is no-liability</legal>
    </license>
  </content>
  <content url="https://example.com/" server="https://rslcollective.org/api">
    <license>
      <permits type="usage">ai-train,ai-use</permits>
      <payment type="inference"><amount currency="EUR">5</amount></payment>
    </license>
  </content>
  <content url="/*.pdf$">
    <license><payment/></license>
  </content>
</rsl>');
select 'rsl_minimal_example_search_permitted_ai_train_prohibited',
  rsl_terms((select xml from d where name='minimal'), 'https://example.com/article')
  = '{"content":"/","server":null,"permits":{"usage":["search"],"user":[],"geo":[]},"prohibits":{"usage":["ai-train"],"user":[],"geo":[]},"payment":{"type":"crawl","amount":0.015,"currency":"USD"},"legal":[]}';
select 'rsl_longest_content_pattern_wins',
  rsl_terms((select xml from d where name='sections'), 'https://example.com/news/today') ->> '$.content' = '/news/*'
  and rsl_terms((select xml from d where name='sections'), 'https://example.com/about') ->> '$.content' = 'https://example.com/';
select 'rsl_values_split_on_space_and_comma',
  rsl_terms((select xml from d where name='sections'), 'https://example.com/news/x') ->> '$.permits.user'
    = '["commercial","non-commercial","education","government","personal"]'
  and rsl_terms((select xml from d where name='sections'), 'https://example.com/news/x') ->> '$.prohibits.geo' = '["CN","RU"]'
  and rsl_terms((select xml from d where name='sections'), 'https://example.com/a') ->> '$.permits.usage' = '["ai-train","ai-use"]';
select 'rsl_legal_types_and_values',
  rsl_terms((select xml from d where name='sections'), 'https://example.com/news/x') ->> '$.legal'
  = '[{"type":"warranty","values":["ownership","authority"]},{"type":"disclaimer","values":["as-is","no-liability"]}]';
select 'rsl_payment_amount_currency_server',
  rsl_terms((select xml from d where name='sections'), 'https://example.com/a') ->> '$.payment'
    = '{"type":"inference","amount":5,"currency":"EUR"}'
  and rsl_terms((select xml from d where name='sections'), 'https://example.com/a') ->> '$.server' = 'https://rslcollective.org/api';
select 'rsl_payment_type_defaults_to_free',
  rsl_terms((select xml from d where name='sections'), 'https://example.com/files/a.pdf') ->> '$.payment'
    = '{"type":"free","amount":null,"currency":null}';
select 'rsl_dollar_anchors_pattern',
  rsl_terms((select xml from d where name='sections'), 'https://example.com/files/a.pdfx') ->> '$.content' = 'https://example.com/';
select 'rsl_full_url_content_needs_same_host',
  rsl_terms((select xml from d where name='sections'), 'https://other.example/a') is null
  and rsl_terms((select xml from d where name='sections'), 'HTTPS://EXAMPLE.COM/a') ->> '$.content' = 'https://example.com/'
  and rsl_terms((select xml from d where name='sections'), '/a') is null;
select 'rsl_no_content_matches_null',
  rsl_terms('<rsl xmlns="https://rslstandard.org/rsl"><content url="/a"/></rsl>', 'https://e.com/b') is null;
select 'rsl_not_rsl_null',
  rsl_terms('<rss version="2.0"/>', 'https://e.com/') is null
  and rsl_terms('<rsl><content url="/"/></rsl>', 'https://e.com/') is null
  and rsl_terms('<rsl xmlns="https://example.com/other"><content url="/"/></rsl>', 'https://e.com/') is null
  and rsl_terms('not xml at all', 'https://e.com/') is null
  and rsl_terms('', 'https://e.com/') is null;
select 'rsl_prefixed_namespace',
  rsl_terms('<r:rsl xmlns:r="https://rslstandard.org/rsl"><r:content url="/"><r:license><r:permits type="usage">search</r:permits></r:license></r:content></r:rsl>',
    'https://e.com/x') ->> '$.permits.usage' = '["search"]';
select 'rsl_only_direct_children_of_root_are_content',
  rsl_terms('<rsl xmlns="https://rslstandard.org/rsl"><x><content url="/"/></x></rsl>', 'https://e.com/') is null;
select 'rsl_entities_and_cdata_decoded',
  rsl_terms('<rsl xmlns="https://rslstandard.org/rsl"><content url="/a&amp;b"><license><permits type="usage"><![CDATA[search]]>,ai&#45;use</permits></license></content></rsl>',
    'https://e.com/a&b') = '{"content":"/a&b","server":null,"permits":{"usage":["search","ai-use"],"user":[],"geo":[]},"prohibits":{"usage":[],"user":[],"geo":[]},"payment":null,"legal":[]}';
select 'rsl_unknown_permits_type_ignored',
  rsl_terms('<rsl xmlns="https://rslstandard.org/rsl"><content url="/"><license><permits type="colour">red</permits><permits>x</permits></license></content></rsl>',
    'https://e.com/') ->> '$.permits' = '{"usage":[],"user":[],"geo":[]}';
select 'rsl_first_of_equal_patterns_wins',
  rsl_terms('<rsl xmlns="https://rslstandard.org/rsl"><content url="/a" server="s1"/><content url="/a" server="s2"/></rsl>',
    'https://e.com/a') ->> '$.server' = 's1';
select 'rsl_percent_normalised_as_robots',
  rsl_terms('<rsl xmlns="https://rslstandard.org/rsl"><content url="/caf%c3%a9"/></rsl>', 'https://e.com/caf%C3%A9') is not null;
select 'rsl_null_arguments_null',
  rsl_terms(null, '/') is null and rsl_terms('<rsl/>', null) is null;
