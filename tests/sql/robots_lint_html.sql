-- robots_lint: html (HTML served as robots.txt). Check-style: every line must end in |1.
select 'html_doctype_is_error', (select count(*) from robots_lint('
<!DOCTYPE html>
<html><head><title>404</title></head>
<body>Not found</body></html>
') where code='html' and severity='error' and line=2) = 1;
select 'html_page_gives_one_row', (select count(*) from robots_lint('<html>
<body>
Not found here
</body>
</html>
')) = 1;
select 'lt_inside_a_rule_is_not_html', (select count(*) from robots_lint('User-agent: *
Disallow: /<script>
') where code='html') = 0;
