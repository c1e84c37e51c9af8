-- robots_lint: utf16 (the file is UTF-16). Check-style: every line must end in |1.
select 'utf16_bom_is_error', (select count(*) from robots_lint(x'FFFE5500730065007200') where code='utf16' and severity='error' and line=1) = 1;
select 'utf16_noise_suppressed', (select count(*) from robots_lint(x'FFFE5500730065007200')) = 1;
select 'utf8_file_is_not_utf16', (select count(*) from robots_lint('User-agent: *
Disallow: /a
') where code='utf16') = 0;
