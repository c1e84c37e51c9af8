-- robots_lint: a gzip-compressed or binary body given as robots.txt is one file-level error with its fix. Check-style: every line must end in |1.
select 'gzip_body_is_one_gzip_error', (select group_concat(line||' '||severity||' '||code) from robots_lint(sitemap_gzip('User-agent: *'||char(10)||'Disallow: /'||char(10)))) = '1 error gzip';
select 'gzip_message_says_decompress', (select message like '%decompress it (gunzip)%' from robots_lint(sitemap_gzip('User-agent: *')) where code='gzip');
select 'png_body_is_binary', (select count(*) from robots_lint(x'89504e470d0a1a0a0000000d49484452000000100000001008060000001ff3ff61') where code='binary' and severity='error') = 1;
select 'binary_file_gives_no_line_noise', (select count(*) from robots_lint(x'0001020304050607080b0e0f101112131415161718191a1b1c1d1e1f' || cast(zeroblob(64) as blob) || x'0102030405060708')) = 1;
select 'trailing_nul_padding_is_not_binary', (select count(*) from robots_lint('User-agent: *'||char(10)||'Disallow: /a'||char(10)||cast(zeroblob(400) as text)) where code='binary') = 0;
select 'text_with_a_few_control_bytes_is_not_binary', (select count(*) from robots_lint('User-agent: *'||char(10)||'Disallow: /a'||char(1)||char(10)||'Allow: /b'||char(10)) where code='binary') = 0;
select 'clean_file_has_no_file_level_error', (select count(*) from robots_lint('User-agent: *'||char(10)||'Disallow: /x'||char(10)) where code in ('gzip','binary')) = 0;
