-- robots_lint: nul-byte (a NUL byte cuts a line). Check-style: every line must end in |1.
select 'nul_inside_rule', (select count(*) from robots_lint(x'557365722d6167656e743a202a0a446973616c6c6f773a202f6100622f63') where code='nul-byte' and severity='warning' and line=2) = 1;
select 'trailing_nuls_are_padding_not_nul_byte', (select count(*) from robots_lint(x'557365722d6167656e743a202a0a0000') where code='nul-byte') = 0;
