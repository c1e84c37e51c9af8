-- robots_usage_header(value) and robots_usage_rules(txt [, agent]).
-- Check-style: every line must end in |1.
select 'header_dictionary', robots_usage_header('train-ai=n, search=y') = '{"train-ai":"n","search":"y"}';
select 'header_ows_trimmed', robots_usage_header('	 train-ai=y  ') = '{"train-ai":"y"}';
select 'header_only_spaces_and_tabs_trimmed',
  robots_usage_header('train-ai=n' || char(12)) = '{}'
  and robots_usage_header(char(11) || 'train-ai=n') = '{}'
  and robots_usage_header('train-ai=n' || char(13,10)) = '{}'
  and robots_usage_header(char(9,32,9) || 'train-ai=n' || char(32,9,32)) = '{"train-ai":"n"}';
select 'header_duplicate_last_wins_first_place',
  robots_usage_header('train-ai=n, search=y, train-ai=y') = '{"train-ai":"y","search":"y"}';
select 'header_not_a_dictionary_empty', robots_usage_header('train-ai=n;') = '{}'
  and robots_usage_header('TRAIN-AI=n') = '{}' and robots_usage_header('a=n b=y') = '{}';
select 'header_non_token_values_ignored',
  robots_usage_header('a=?1, b="n", c=1, d=(n), e=@1659578233, f=%"x", g=n') = '{"g":"n"}';
select 'header_bad_display_string', robots_usage_header('f=%"%C3%A9", g=n') = '{}'
  and robots_usage_header('f=%"%c3%a9", g=n') = '{"g":"n"}';
select 'header_null_is_null', robots_usage_header(null) is null;
select 'header_is_json', json_valid(robots_usage_header(x'ff80'));
create temp table t(txt);
insert into t values ('Content-Usage: train-ai=n
User-agent: *
User-agent: bot
Content-Usage: /a train-ai=y, search
Content-Signal: Search=Yes, AI-Train = no, junk
Disallow: /x

User-agent: other
Content-Usage: /b Bad=n
Content-Signal: use=full
');
select 'rules_one_row_per_key',
  (select group_concat(group_id || ',' || kind || ',' || ifnull(path,'-') || ',' || key || ',' || ifnull(value,'-') || ',' || line, ';')
   from robots_usage_rules((select txt from t)))
  = '0,content-usage,-,train-ai,n,1;1,content-usage,/a,train-ai,y,4;1,content-usage,/a,search,?1,4;1,content-signal,-,search,yes,5;1,content-signal,-,ai-train,no,5;1,content-signal,-,junk,-,5;2,content-signal,-,use,full,10';
select 'rules_with_agent_only_applying_groups',
  (select group_concat(line || key, ',') from robots_usage_rules((select txt from t), 'bot'))
  = '4train-ai,4search,5search,5ai-train,5junk'
  and (select group_concat(line || key, ',') from robots_usage_rules((select txt from t), 'other'))
  = '10use'
  and (select count(*) from robots_usage_rules((select txt from t), 'Mozilla/5.0 (X11; Linux x86_64)')) = 5;
select 'rules_null_agent_no_rows',
  (select count(*) from robots_usage_rules((select txt from t), null)) = 0;
-- RFC 9651 4.2.7: a Byte Sequence must decode as base64; '=' only as the
-- final padding that completes a quantum; missing padding is synthesised.
select 'header_byte_sequence_must_decode',
  robots_usage_header('train-ai=n, x=:=aGVsbG8=:') = '{}'
  and robots_usage_header('train-ai=n, x=:aGVs=bA:') = '{}'
  and robots_usage_header('train-ai=n, x=:a:') = '{}'
  and robots_usage_header('train-ai=n, x=:aGVsbA=:') = '{}'
  and robots_usage_header('train-ai=n, x=:aGVsbA===:') = '{}'
  and robots_usage_header('train-ai=n, x=:aGVs bA==:') = '{}';
select 'header_byte_sequence_padding_optional',
  robots_usage_header('train-ai=n, x=:aGVsbG8=:') = '{"train-ai":"n"}'
  and robots_usage_header('train-ai=n, x=:aGVsbG8:') = '{"train-ai":"n"}'
  and robots_usage_header('train-ai=n, x=:aGVsbA==:') = '{"train-ai":"n"}'
  and robots_usage_header('train-ai=n, x=:aGVsbA:') = '{"train-ai":"n"}'
  and robots_usage_header('train-ai=n, x=::') = '{"train-ai":"n"}'
  and robots_usage_header('train-ai=n, x=:aGVsbB==:') = '{"train-ai":"n"}';
