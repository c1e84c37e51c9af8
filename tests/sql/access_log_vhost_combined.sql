-- Debian's vhost_combined (%v:%p %h %l %u %t "%r" %>s %O "%{Referer}i"
-- "%{User-Agent}i"): a format name, found by auto; host is %v; NULL in
-- formats without one; a trailing quoted host is the host, unquoted.
select 'vhost_combined_named', host = 'www.example.com' and client = '203.0.113.9'
  and status = 200 and agent = 'Googlebot'
  from access_log_entries('www.example.com:443 203.0.113.9 - - [17/May/2015:10:05:03 +0000] "GET /a HTTP/1.1" 200 512 "-" "Googlebot/2.1"', 'vhost_combined');
select 'vhost_combined_found_by_auto', host = 'shop.example.com' and client = '198.51.100.7'
  from access_log_entries('shop.example.com:80 198.51.100.7 - - [17/May/2015:10:05:03 +0000] "GET / HTTP/1.1" 404 0 "-" "curl/8"');
select 'vhost_combined_ipv6_client_is_combined', host is null and client = '2001:db8::1'
  from access_log_entries('2001:db8::1 - - [17/May/2015:10:05:03 +0000] "GET / HTTP/1.1" 200 5 "-" "x"');
select 'access_log_host_null_without_one', host is null
  from access_log_entries('203.0.113.9 - - [17/May/2015:10:05:03 +0000] "GET / HTTP/1.1" 200 5', 'common');
select 'access_log_trailing_quoted_host_unquoted', host = 'shop.example.com'
  from access_log_entries('203.0.113.9 - - [17/May/2015:10:05:03 +0000] "GET / HTTP/1.1" 200 5 "-" "x" "shop.example.com"');
