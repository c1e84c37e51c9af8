-- noai and noimageai are known meta robots / X-Robots-Tag directives that
-- do not change robots_indexable.  Check-style: every line must end in |1.
select 'meta_noai_known', robots_meta('noai, noimageai') = '{"noai":true,"noimageai":true}';
select 'meta_noai_case_insensitive', robots_meta('NoAI') = '{"noai":true}';
select 'meta_noai_agent_prefix', robots_meta('gptbot: noai', 'GPTBot') = '{"noai":true}'
  and robots_meta('gptbot: noai', 'Googlebot') = '{}';
select 'each_noai_known', (select group_concat(directive || known, ',') from robots_meta_each('noai, noimageai, nofoo')) = 'noai1,noimageai1,nofoo0';
select 'noai_does_not_change_indexable', robots_indexable('noai, noimageai', '*') = 1
  and robots_indexable('noai, noindex', '*') = 0;
