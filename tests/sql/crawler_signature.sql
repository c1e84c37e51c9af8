-- crawler_signature(method, url, headers, keys [, now]): a request's HTTP
-- Message Signature (RFC 9421) verified as Web Bot Auth uses it.  The key
-- is RFC 9421's Ed25519 test key; the requests are RFC 9421's Appendix
-- B.2.6 and the Web Bot Auth architecture draft's test vector.
-- Check-style: every line must end in |1.
create temp table k(jwks);
insert into k values ('{"keys":[{"kty":"OKP","crv":"Ed25519","kid":"test-key-ed25519",
  "x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"}]}');
create temp table r(name, method, url, headers);
insert into r values ('b26', 'POST', 'https://example.com/foo?param=Value&Pet=dog', json_object(
  'Host', 'example.com', 'Date', 'Tue, 20 Apr 2021 02:07:55 GMT',
  'Content-Type', 'application/json', 'Content-Length', '18',
  'Signature-Input', 'sig-b26=("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"',
  'Signature', 'sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:'));
insert into r values ('wba', 'GET', 'https://example.com/path/to/resource', json_object(
  'Signature-Agent', '"https://signature-agent.test"',
  'Signature-Input', 'sig1=("@authority");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;nonce="zIW8+cdmA3vdYagbxojpONwa/l0EKJ/O3/wD486VvsQjO/RxPaSt6ZxvQaMcQzNnqKN/mQ6hpGiFro2L2qkz5A==";tag="web-bot-auth"',
  'Signature', 'sig1=:QKN4fTdIYfh82fvoZCQiQA1weuozfCS/Led2zTMbewMMqH8PI2Wsy/5c4ao6B6D09nraNQdBNOADg8aM1MqfCg==:'));
create temp view v(name, method, url, headers, keys) as select name, method, url, headers, (select jwks from k) from r;

select 'sig_rfc9421_b26_verifies',
  (select crawler_signature(method, url, headers, keys, 1618884473) from v where name='b26')
  = '{"verified":true,"label":"sig-b26","keyid":"test-key-ed25519","tag":null,"created":1618884473,"expires":null,"signature_agent":null}';
select 'sig_webbotauth_thumbprint_keyid',
  (select crawler_signature(method, url, headers, keys, '2025-01-01T00:00:00Z') ->> '$.verified' from v where name='wba') = 1;
select 'sig_signature_agent_reported',
  (select crawler_signature(method, url, headers, keys, 1735689600) ->> '$.signature_agent' from v where name='wba')
  = '"https://signature-agent.test"';
select 'sig_expired',
  (select crawler_signature(method, url, headers, keys, 4889289600) ->> '$.reason' from v where name='wba') = 'expired';
select 'sig_not_yet_valid',
  (select crawler_signature(method, url, headers, keys, 1735689599) ->> '$.reason' from v where name='wba') = 'not yet valid';
select 'sig_tampered_field',
  (select crawler_signature(method, url, json_set(headers, '$.Date', 'Tue, 20 Apr 2021 02:07:56 GMT'), keys, 1618884473) ->> '$.reason'
   from v where name='b26') = 'bad signature';
select 'sig_missing_component',
  (select crawler_signature(method, url, json_remove(headers, '$.Content-Length'), keys, 1618884473) ->> '$.reason'
   from v where name='b26') = 'missing component';
select 'sig_wrong_key',
  (select crawler_signature(method, url, headers,
     '{"keys":[{"kty":"OKP","crv":"Ed25519","kid":"test-key-ed25519","x":"YKWk1MhizfK5I3XGyWG_s90QKbKb8MO6ivrdLfsJpo0"}]}',
     1618884473) ->> '$.reason' from v where name='b26') = 'bad signature';
select 'sig_no_matching_key',
  (select crawler_signature(method, url, headers, '{"keys":[]}', 1618884473) ->> '$.reason' from v where name='b26') = 'no matching key';
select 'sig_malformed_signature_input',
  crawler_signature('GET', 'https://e.example/', '{"Signature-Input":"sig1=(","Signature":"sig1=:AA==:"}',
    (select jwks from k), 0) ->> '$.reason' = 'malformed input';
select 'sig_header_names_case_insensitive',
  (select crawler_signature(method, url, replace(replace(headers, '"Signature-Input"', '"SIGNATURE-INPUT"'), '"Date"', '"date"'), keys, 1618884473) ->> '$.verified'
   from v where name='b26') = 1;
select 'sig_null_without_signature',
  crawler_signature('GET', 'https://e.example/', '{"Accept":"*/*"}', (select jwks from k)) is null;
select 'sig_null_arguments',
  crawler_signature(null, 'u', '{}', '{"keys":[]}') is null and crawler_signature('GET', 'u', null, '{"keys":[]}') is null;
select 'sig_now_defaults_to_the_clock',
  (select crawler_signature(method, url, headers, keys) ->> '$.verified' from v where name='wba') = 1
  and (select crawler_signature(method, url, headers, keys, null) ->> '$.verified' from v where name='wba') = 1;
select 'sig_json_subtype', json_valid((select crawler_signature(method, url, headers, keys, 0) from v where name='b26'));
select 'sig_not_deterministic_it_reads_the_clock',
  (select count(*) from pragma_function_list where name = 'crawler_signature' and (flags & 0x800) = 0) = 2;
