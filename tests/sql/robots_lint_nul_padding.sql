-- robots_lint: nul-padding (NUL padding). Check-style: every line must end in |1.
select 'trailing_nuls_are_padding', (select count(*) from robots_lint(x'557365722d6167656e743a202a0a446973616c6c6f773a202f610a00000000') where code='nul-padding' and severity='info' and line=3) = 1;
select 'no_nul_no_padding', (select count(*) from robots_lint('User-agent: *
Disallow: /a
') where code='nul-padding') = 0;
