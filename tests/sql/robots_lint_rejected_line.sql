-- robots_lint: rejected-line (a line that is no directive). Check-style: every line must end in |1.
select 'three_words_rejected', (select count(*) from robots_lint('User-agent: *
Disallow /a /b
') where code='rejected-line' and severity='warning' and line=2) = 1;
select 'two_words_accepted', (select count(*) from robots_lint('User-agent: *
Disallow /a
') where code='rejected-line') = 0;
