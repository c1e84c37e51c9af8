-- The "stress" part of Google's public robots.txt conformance suite
-- (google/robotstxt-spec-test, src/main/resources/CTC/stress: robots.txt
-- files shaped like real ones, with expectations checked against the
-- reference), restated as data: files in table f, cases in table c (name,
-- file, agent, url, wanted answer).  Case names are stress_<suite file>_<n>.
--
-- DIFFERENCE (by design, see sql/README.md): the crawler name is reduced to its product token, so
-- 'AB42bot' behaves as 'AB' and 'XYZ123bot' as 'XYZ'.  The three cases where
-- that changes the suite's answer hold OUR answer and say so in a comment.

create temp table f(id text primary key, txt);
create temp table c(name text, fid text, agent text, url text, want int);

insert into f values
('s155227', 'User-agent: *
Crawl-delay: 10
# Foo
Disallow: /asdf-main/
Disallow: /asdf-media/
Disallow: /asdf-shared/
# Bar
Disallow: /asdf-control.php
Disallow: /asdf-control-sample.php
Disallow: /asdf-settings.php
'),
('s174022', 'User-agent: *
Disallow: /view-responses.html
Disallow: /help.html
Disallow: /chat/reviews/view/
Disallow: /chat/view/
Disallow: /chat/view/hg/
Disallow: /chat/view/asd/
Disallow: /chat/asd/
Disallow: /chat/trackback/
Disallow: /chat/wp/
Disallow: /chat/*/reviews/view/$
Disallow: /chat/*/view/$
Disallow: /chat/*/view/hg/$
Disallow: /chat/*/view/asd/$
Disallow: /chat/*/asd/$
Disallow: /chat/*/trackback/$
Disallow: /contact-someone.html
'),
('s278501', 'User-agent: *
Disallow: /dump-*
Disallow: /vlog/dump-*
Disallow: /_pcms/preview/
Disallow: /tf/manage-roles/

Sitemap: https://www.example.com/sitemap.xml
Disallow: /_pcms/preview/
Disallow: /tf/manage-roles/
'),
('s308278', 'User-agent: *
Disallow: /asdf-login
Disallow: /asdf-admin
Disallow: /databack/
Disallow: /data/*
Disallow: /?*/
Disallow: /author/
Disallow: /id/*/page/
Disallow: /id/*/data/
Sitemap: http://example.com/page-sitemap.xml
'),
('s327748', 'User-agent: asdfbot
Disallow: /
User-agent: *
Disallow:
Crawl-delay: 15
Sitemap: http://example.com/sitemap.xml
'),
('s369883', 'User-agent: *
<br />
Allow: /
<br />
User-agent: BarBot
<br />
Disallow: /
<br />
User-agent: AB42bot
<br />
Disallow: /
<br />
sitemap: http://example.com/sitemap.xml
'),
('s371856', 'User-agent: Foobot
User-agent: Barbot
User-agent: Bazbot
User-agent: Quxbot
Crawl-delay: 10
Disallow:

User-agent: *
Disallow: /
'),
('s434582', '#
# robots.txt
#
# This is robots.txt
# and it saves server resources
# some more comment lines
# and an empty one
#
# Don''t forget to put robots.txt in root of your host
# Used:    http://example.com/robots.txt
# Ignored: http://example.com/site/robots.txt
#
# For more information about the robots.txt standard, see:
# http://www.robotstxt.org/robotstxt.html

User-agent: *
Crawl-delay: 15
# Foo
Allow: /stuff/*.css$
Allow: /stuff/*.css?
Allow: /stuff/*.js$
Allow: /stuff/*.js?
Allow: /stuff/*.gif
Allow: /stuff/*.jpg
Allow: /stuff/*.jpeg
Allow: /stuff/*.png
Allow: /things/*.css$
Allow: /things/*.css?
Allow: /things/*.js$
Allow: /things/*.js?
Allow: /things/*.gif
Allow: /things/*.jpg
Allow: /things/*.jpeg
Allow: /things/*.png
Allow: /data/*.css$
Allow: /data/*.css?
Allow: /data/*.js$
Allow: /data/*.js?
Allow: /data/*.gif
Allow: /data/*.jpg
Allow: /data/*.jpeg
Allow: /data/*.png
Allow: /more_data/*.css$
Allow: /more_data/*.css?
Allow: /more_data/*.js$
Allow: /more_data/*.js?
Allow: /more_data/*.gif
Allow: /more_data/*.jpg
Allow: /more_data/*.jpeg
Allow: /more_data/*.png
# Bar
Disallow: /something/
Disallow: /stuff/
Disallow: /things/
Disallow: /data/
Disallow: /scripts/
Disallow: /more_data/
# Baz
Disallow: /SOME_TEXT.txt
Disallow: /some_script.php
Disallow: /INSTALL.foo.txt
Disallow: /INSTALL.bar.txt
Disallow: /INSTALL.baz.txt
Disallow: /get.php
Disallow: /GET.txt
Disallow: /LICENSE.txt
Disallow: /HELPERS.txt
Disallow: /update.php
Disallow: /UPGRADE.txt
Disallow: /what.php
# Some more stuff to disallow
Disallow: /?q=main/
Disallow: /?q=comment/reply/
Disallow: /?q=filter/ads/
Disallow: /?q=data/add/
Disallow: /?q=find/
Disallow: /?q=baz/password/
Disallow: /?q=baz/register/
Disallow: /?q=baz/login/
Disallow: /?q=baz/logout/
'),
('s478151', '

User-agent: Whoosh-Qux
Allow: /

User-agent: Baz-Qux
Allow: /

User-agent: barbot
Allow: /
Disallow: /braa

User-agent: BeepBot
Disallow: /braa

User-agent: Sample-web-crawler
Disallow: /braa

User-agent: *
Disallow: /

User-agent: *
Disallow: /braa

Sitemap: /sitemap.xml
'),
('s517712', '# Some comment
# http://www.exapmle.com/something.html



# Some more explanation to lines below
# (and some line wrapping)

User-agent: *
Disallow:



# Some comments regarding some specific robot restrictions
# maybe regarding his functionality
# and some website to visit
# http://www.example.com/some/help/about/quxbot?arg=123

User-Agent: Quxbot
Disallow: /*dispatch_request$
Disallow: /*directory_ctors$
'),
('s541230', 'User-agent: *
Allow: /*.js
Allow: /*.css
Allow: /*.jpg
Allow: /*.png
Allow: /*.gif
Allow: /*?page
Allow: /*?ref=
Disallow: /*?
Disallow: /stat/
Disallow: /id/1
Disallow: /id/3
Disallow: /register
Disallow: /id/5
Disallow: /id/7
Disallow: /id/8
Disallow: /id/9
Disallow: /id/sub/
Disallow: /panel/
Disallow: /master/
Disallow: /informer/
Disallow: /secure/
Disallow: /poll/
Disallow: /search/
Disallow: /abnl/
Disallow: /*_escaped_pattern_=
Disallow: /*-*-*-*-321$
Disallow: /baz/order/
Disallow: /baz/printorder/
Disallow: /baz/checkout/
Disallow: /baz/user/
Disallow: /baz/search
Disallow: /*0-*-0-03$
Disallow: /*-0-0-

Sitemap: http://example.com/sitemap.xml
Sitemap: http://example.com/sitemap-forum.xml
');

insert into c values
('stress_155227_1', 's155227', 'foobot', 'http://example.com/', 1),
('stress_155227_2', 's155227', 'foo_bot', 'http://example.com/bar/index.html', 1),
('stress_155227_3', 's155227', 'foo-bot', 'http://example.com/asdf-control.pdf', 1),
('stress_155227_4', 's155227', 'foobot', 'http://example.com/asdf-control.php', 0),
('stress_155227_5', 's155227', 'foobot', 'http://example.com/asdf-control-sample.php', 0),
('stress_155227_6', 's155227', 'foobot', 'http://example.com/asdf-control-simple.php', 1),
('stress_155227_7', 's155227', 'FooBot', 'http://example.com/asdf-settings.php', 0),
('stress_155227_8', 's155227', 'Foo-Bot', 'http://example.com/asdf-shared/index.html', 0),
('stress_174022_1', 's174022', 'FooBot', 'http://example.com/', 1),
('stress_174022_2', 's174022', 'foobot', 'http://example.com/search?req=123', 1),
('stress_174022_3', 's174022', 'Foo_Bot', 'http://example.com/view-responses.html', 0),
('stress_174022_4', 's174022', 'barbot', 'http://example.com/chat/', 1),
('stress_174022_5', 's174022', 'BarBot', 'http://example.com/chat/reviews/view/112', 0),
('stress_174022_6', 's174022', 'BazBot', 'http://example.com/chat/view', 1),
('stress_174022_7', 's174022', 'BazBot', 'http://example.com/chat/view/hg', 0),
('stress_174022_8', 's174022', 'FooBot', 'http://example.com/chat/foo/bar/baz/view/', 0),
('stress_174022_9', 's174022', 'barbot', 'http://example.com/chat/something/asd/', 0),
('stress_174022_10', 's174022', 'BarBot', 'http://example.com/chat/asd/', 0),
('stress_174022_11', 's174022', 'QuxBot', 'http://example.com/contact-someone.html?user=foo', 0),
('stress_278501_1', 's278501', 'foobot', 'http://www.example.com/index.html', 1),
('stress_278501_2', 's278501', 'foo-bot', 'http://www.example.com/dump-', 0),
('stress_278501_3', 's278501', 'foobot', 'http://www.example.com/dump', 1),
('stress_278501_4', 's278501', 'foo_bot', 'http://www.example.com/dump-786', 0),
('stress_278501_5', 's278501', 'foo-bot', 'http://www.example.com/vlog/123', 1),
('stress_278501_6', 's278501', 'foo-bot', 'http://www.example.com/vlog/dump-123', 0),
('stress_278501_7', 's278501', 'foobot', 'http://www.example.com/_pcms/test.txt', 1),
('stress_278501_8', 's278501', 'foo_bot', 'http://www.example.com/_pcms/preview/test.txt', 0),
('stress_278501_9', 's278501', 'foo-bot', 'http://www.example.com/pcms/preview/test.txt', 1),
('stress_278501_10', 's278501', 'foo_bot', 'http://www.example.com/tf/manage-roles/foo/bar', 0),
('stress_278501_11', 's278501', 'foobot', 'http://www.example.com/tf/manage-roles/', 0),
('stress_278501_12', 's278501', 'foo_bot', 'http://www.example.com/tf/index.html', 1),
('stress_308278_1', 's308278', 'foobot', 'http://example.com/asdf-login', 0),
('stress_308278_2', 's308278', 'foobot', 'http://example.com/asdf-login/', 0),
('stress_308278_3', 's308278', 'foobot', 'http://example.com/', 1),
('stress_308278_4', 's308278', 'foobot', 'http://example.com/databack', 1),
('stress_308278_5', 's308278', 'foobot', 'http://example.com/databack/recent', 0),
('stress_308278_6', 's308278', 'foobot', 'http://example.com/foo/?user=admin/data', 1),
('stress_308278_7', 's308278', 'foobot', 'http://example.com/?user=admin/data', 0),
('stress_308278_8', 's308278', 'foobot', 'http://example.com/id/page/', 1),
('stress_308278_9', 's308278', 'foobot', 'http://example.com/id/some/page/', 0),
('stress_308278_10', 's308278', 'foobot', 'http://example.com/id/some/data', 1),
('stress_308278_11', 's308278', 'foobot', 'http://example.com/id/some/data/more', 0),
('stress_327748_1', 's327748', 'foobot', 'http://m.example.com/', 1),
('stress_327748_2', 's327748', 'FooBot', 'http://m.example.com/foo/bar/baz.php', 1),
('stress_327748_3', 's327748', 'Foo_Bot', 'http://m.example.com/index.html', 1),
('stress_327748_4', 's327748', 'asdfbot', 'http://m.example.com/', 0),
('stress_327748_5', 's327748', 'asdfbot', 'http://m.example.com/foo/bar/baz.js', 0),
('stress_327748_6', 's327748', 'asdfbot', 'http://m.example.com/robots.txt', 0),
('stress_369883_1', 's369883', 'foobot', 'http://example.com/', 1),
('stress_369883_2', 's369883', 'foo-bot', 'http://example.com/foo/bar', 1),
('stress_369883_3', 's369883', 'foo_bot', 'http://example.com/robots.txt', 1),
('stress_369883_4', 's369883', 'BarBot', 'http://example.com/', 0),
('stress_369883_5', 's369883', 'BarBot', 'http://example.com/foo/bar/baz', 0),
('stress_369883_6', 's369883', 'BarBot', 'http://example.com/robots.txt', 0),
-- DIFFERENCE: the reference compares the raw name 'AB42bot' with the token
-- 'AB' of 'User-agent: AB42bot', finds no group and uses '*' (allowed); we
-- reduce the crawler name to 'AB' too, which names that group: disallowed.
('stress_369883_7_AB42bot_reduced_to_AB', 's369883', 'AB42bot', 'http://example.com/foo/bar', 0),
('stress_369883_8_AB42bot_reduced_to_AB', 's369883', 'AB42bot', 'http://example.com/', 0),
('stress_369883_9', 's369883', 'AB', 'http://example.com/', 0),
('stress_369883_10', 's369883', 'AB', 'http://example.com/robots.txt', 0),
('stress_371856_1', 's371856', 'Foobot', 'http://example.com/foo/bar', 1),
('stress_371856_2', 's371856', 'Barbot', 'http://example.com/foo/bar', 1),
('stress_371856_3', 's371856', 'Bazbot', 'http://example.com/foo/baz', 1),
('stress_371856_4', 's371856', 'Bazbot', 'http://example.com/', 1),
('stress_371856_5', 's371856', 'Bazbot', 'http://example.com/index.html', 1),
('stress_371856_6', 's371856', 'zazbot', 'http://example.com/', 0),
('stress_371856_7', 's371856', 'zazbot', 'http://example.com/index.html', 0),
('stress_371856_8', 's371856', 'zazbot', 'http://example.com/foo/zaz', 0),
('stress_434582_1', 's434582', 'foobot', 'https://www.example.com/', 1),
('stress_434582_2', 's434582', 'foobot', 'https://www.example.com/help.html', 1),
('stress_434582_3', 's434582', 'foobot', 'https://www.example.com/some.css', 1),
('stress_434582_4', 's434582', 'foobot', 'https://www.example.com/foo/some.css', 1),
('stress_434582_5', 's434582', 'foobot', 'https://www.example.com/stuff/some.css', 1),
('stress_434582_6', 's434582', 'foobot', 'https://www.example.com/stuff/some.html', 0),
('stress_434582_7', 's434582', 'foobot', 'https://www.example.com/stuff/some.jpeg', 1),
('stress_434582_8', 's434582', 'foobot', 'https://www.example.com/things/some.css?user=main', 1),
('stress_434582_9', 's434582', 'foobot', 'https://www.example.com/things/some.jpeg?user=main', 1),
('stress_434582_10', 's434582', 'foobot', 'https://www.example.com/something/foo.cpp', 0),
('stress_434582_11', 's434582', 'foobot', 'https://www.example.com/more_data/dark', 0),
('stress_434582_12', 's434582', 'foobot', 'https://www.example.com/some_script.php', 0),
('stress_434582_13', 's434582', 'foobot', 'https://www.example.com/upgrade.txt', 1),
('stress_434582_14', 's434582', 'foobot', 'https://www.example.com/UPGRADE.txt', 0),
('stress_434582_15', 's434582', 'foobot', 'https://www.example.com/data/main', 0),
('stress_434582_16', 's434582', 'foobot', 'https://www.example.com/?q=baz/', 1),
('stress_434582_17', 's434582', 'foobot', 'https://www.example.com/?q=baz/login', 1),
('stress_434582_18', 's434582', 'foobot', 'https://www.example.com/?q=baz/login/', 0),
('stress_434582_19', 's434582', 'foobot', 'https://www.example.com/?q=data/discard/', 1),
('stress_434582_20', 's434582', 'foobot', 'https://www.example.com/?q=data/add/', 0),
('stress_478151_1', 's478151', 'Whoosh-Qux', 'http://example.com/robots.txt', 1),
('stress_478151_2', 's478151', 'Baz-Qux', 'http://example.com/foo/bar', 1),
('stress_478151_3', 's478151', 'BeepBot', 'http://example.com/braallaboration/index.htm', 0),
('stress_478151_4', 's478151', 'BeepBot', 'http://example.com/foo/bar', 1),
('stress_478151_5', 's478151', 'BeepBot', 'http://example.com/', 1),
('stress_478151_6', 's478151', 'BeepBot', 'http://example.com/braa/balt', 0),
('stress_478151_7', 's478151', 'foobot', 'http://example.com/index.htm', 0),
('stress_478151_8', 's478151', 'foo_bot', 'http://example.com/braabalt', 0),
('stress_478151_9', 's478151', 'foo-bot', 'http://example.com/', 0),
('stress_517712_1', 's517712', 'foobot', 'http://example.com/', 1),
('stress_517712_2', 's517712', 'FooBot', 'http://example.com/search?req=123', 1),
('stress_517712_3', 's517712', 'foobot', 'http://example.com/foo/bar/dispatch_request', 1),
('stress_517712_4', 's517712', 'foo-bot', 'http://example.com/bar/baz/foler_ctors', 1),
('stress_517712_5', 's517712', 'Quxbot', 'http://example.com/', 1),
('stress_517712_6', 's517712', 'barbot', 'http://example.com/robots.txt', 1),
('stress_517712_7', 's517712', 'Quxbot', 'http://example.com/baz/dispatch_request', 0),
('stress_517712_8', 's517712', 'Quxbot', 'http://example.com/baz/dispatch_request?args=123', 1),
('stress_517712_9', 's517712', 'Quxbot', 'http://example.com/new_directory_ctors', 0),
('stress_517712_10', 's517712', 'Quxbot', 'http://example.com/bar/baz/directory_ctors', 0),
('stress_541230_1', 's541230', 'foobot', 'http://example.com/foo.js', 1),
('stress_541230_2', 's541230', 'foobot', 'http://example.com/foo/bar.css', 1),
('stress_541230_3', 's541230', 'foobot', 'http://example.com/x/y/z?ref=bar', 1),
('stress_541230_4', 's541230', 'foobot', 'http://example.com/x/y/z', 1),
('stress_541230_5', 's541230', 'foobot', 'http://example.com/status/x', 1),
('stress_541230_6', 's541230', 'foobot', 'http://example.com/stat/perf', 0),
('stress_541230_7', 's541230', 'foobot', 'http://example.com/id/13579', 0),
('stress_541230_8', 's541230', 'foobot', 'http://example.com/id/24680', 1),
('stress_541230_9', 's541230', 'foobot', 'http://example.com/search/stats', 0),
('stress_541230_10', 's541230', 'foobot', 'http://example.com/foo_bar_escaped_pattern_=123', 0),
('stress_541230_11', 's541230', 'foobot', 'http://example.com/foo-bar-vaz-qux-321', 0),
('stress_541230_12', 's541230', 'foobot', 'http://example.com/foo-bar-vaz-qux-3216', 1),
('stress_541230_13', 's541230', 'foobot', 'http://example.com/-0-0-312', 0),
('stress_541230_14', 's541230', 'foobot', 'http://example.com/baz', 1),
('stress_541230_15', 's541230', 'foobot', 'http://example.com/baz/user/123', 0);
insert into f values
('s584234', 'User-agent: barbot
Disallow: /

User-agent: bazbot
Disallow: /

User-agent: qux_bot
Crawl-delay: 1

User-agent: *
Allow: /

User-agent: *
Crawl-delay: 1
'),
('s638845', '# For more information about the robots.txt standard, see:
# http://www.robotstxt.org/orig.html
#

User-agent: *
Disallow: /main/
Disallow: /store/
Disallow: /scp/
Disallow: /mods/
Disallow: /view/
Disallow: /deps/
Disallow: /setup/
Disallow: /language/
Disallow: /libs/
Disallow: /data/
Disallow: /media/
Disallow: /parts/
Disallow: /plugins/
Disallow: /help/
Disallow: /tmp/

'),
('s701159', 'User-agent: foofoobot*
Disallow: /workers/
Disallow: /media/common/
Disallow: /misc/
Disallow: /bin/
Disallow: /trash/

User-agent: barbarbot*
Disallow: /workers/
Disallow: /media/common/
Disallow: /misc/
Disallow: /bin/
Disallow: /trash/

User-agent: quxbot
Disallow: /workers/
Disallow: /media/common/
Disallow: /misc/
Disallow: /bin/
Disallow: /trash/

User-agent: ddbot
Disallow: /workers/
Disallow: /media/common/
Disallow: /misc/
Disallow: /bin/
Disallow: /trash/

User-agent: toebot
Disallow: /workers/
Disallow: /media/common/
Disallow: /misc/
Disallow: /bin/
Disallow: /trash/

User-agent: io_tester
Disallow: /workers/
Disallow: /media/common/
Disallow: /misc/
Disallow: /bin/
Disallow: /trash/

User-agent: *
Disallow: /


Sitemap: http://www.example.com/sitemap.xml
'),
('s715135', 'User-agent: admin
Disallow:

User-agent: *
Disallow: /buzz
Allow: /

Sitemap: http://example.com/sitemap.xml

'),
('s768939', 'User-agent: *
Crawl-delay: 3500
Disallow: /ab_controller
Disallow: /ab_imports
Disallow: /ab_content/bar
Disallow: /ab_content/cache
Disallow: /ab_content/baz
'),
('s777406', 'User-agent: *
Allow: /

# Optimization for Baz Bot
User-Agent: FunBot-Baz-Mobile
User-Agent: FunBot-Baz
Disallow: /_api/*
Disallow: /_misc*
Disallow: /media/v1/view/*

Sitemap: https://www.example.com/sitemap.xml
'),
('s797409', 'User-agent: quxbot
Disallow: /
User-agent: *
Disallow:
Sitemap: https://example.com/sitemap.xml
'),
('s824664', 'Sitemap: http://example.com/sitemap.xml
Sitemap: http://example.com/news-sitemap.xml
User-agent: *
Disallow: /controller/
Allow: /controller/admin-ajax.php
'),
('s860237', 'User-Agent: *
Crawl-delay : 60
Disallow : /*baz*
Disallow : /*qux*

User-agent: XYZ123bot
Crawl-delay : 60
Disallow: /

'),
('s894248', 'User-agent: *
Disallow: /ab-baz/
Allow: /ab-baz/baz-ajax.php

Sitemap: https://example.com/ab-sitemap.xml
'),
('s912555', 'User-Agent: *
Disallow: /error$
Disallow: /jm/com.example.FooController
Disallow: /log
Disallow: /admin$
Disallow: /adminactions$
Disallow: /adminactions?
Disallow: /baz
Disallow: /jm/com.example.BarController
Sitemap: https://example.com/sitemap.xml
'),
('s923994', 'User-agent: *
Disallow: /resources/bazbaz/baz/more_stuff
Disallow: /wha/some_dir/files
Disallow: /lib
Disallow: /sys
Disallow: /foo
Disallow: /bar
Disallow: /baz
Sitemap: http://www.example.com/wha/some_dir/resources/sitemap.xml

User-agent: quxbot
Disallow: /resources/bazbaz/baz/more_stuff
Disallow: /wha/some_dir/files
Disallow: /lib
Disallow: /sys
Disallow: /foo
Disallow: /bar
Disallow: /baz
Disallow: /users/big_foo/some_stuff
Disallow: /users/big_foo/other_stuff
Disallow: /en/stuff/arr
Disallow: /en/stuff/dep
Disallow: /sk/stuff/pri
Disallow: /sk/stuff/odl
Disallow: /cz/stuff/pri
Disallow: /cz/stuff/odl
Disallow: /hu/stuff/rke
Disallow: /hu/stuff/ind
Disallow: /addfightyos
Disallow: /addfightnope
Crawl-delay: 29
'),
('s943687', '# Today I heard something new and unmemorable
# If I don’t like something, I’ll stay away from it
# Everyone was busy, so I went to the movie alone
#
# For more information about the robots.txt standard, see:
# http://www.robotstxt.org/orig.html
#
# For syntax checking, see:
# http://tool.motoricerca.info/robots-checker.phtml

User-agent: *
Disallow: /master/
Disallow: /bin/
Disallow: /cache/
Disallow: /clion/
Disallow: /components/
Disallow: /excludes/
Disallow: /deinstallation/
Disallow: /layouts/
Disallow: /libraries/
Disallow: /logs/
Disallow: /plugins/
Disallow: /tmp/

'),
('s974982', '# Some Robots Txt


User-agent: *
Disallow: /data
Disallow: /find
Disallow: /stuff$
Disallow: /stuff/
Disallow: /contacts/
Disallow: /dynamic/
Disallow:/*?creator=*
Disallow:/*&creator=*
Disallow:/*?finder=*
Disallow:/*&finder=*
Disallow:/*?locator=*
Disallow:/*&locator=*
Disallow:/*?viewer=*
Disallow:/*&viewer=*
Disallow:/*?format=json
Disallow:/*&format=json
Disallow:/*?format=page-context
Disallow:/*&format=page-context
Disallow:/*?format=main-content
Disallow:/*&format=main-content
Disallow:/*?format=json-pretty
Disallow:/*&format=json-pretty
Disallow:/*?format=ical
Disallow:/*&format=ical
Disallow:/*?someStuff=*
Disallow:/*&someStuff=*


Sitemap: https://example.com/sitemap.xml
');

insert into c values
('stress_584234_1', 's584234', 'barbot', 'http://example.com/foo/bar', 0),
('stress_584234_2', 's584234', 'barbot', 'http://example.com/foo/foo/foo', 0),
('stress_584234_3', 's584234', 'barbot', 'http://example.com/index.html', 0),
('stress_584234_4', 's584234', 'bazbot', 'http://example.com/secrets/123', 0),
('stress_584234_5', 's584234', 'bazbot', 'http://example.com/log?id=113', 0),
('stress_584234_6', 's584234', 'qux_bot', 'http://example.com/index.html', 1),
('stress_584234_7', 's584234', 'qux_bot', 'http://example.com/foo/bar', 1),
('stress_584234_8', 's584234', 'qux_bot', 'http://example.com/', 1),
('stress_584234_9', 's584234', 'foobot', 'http://example.com/foo/bar', 1),
('stress_584234_10', 's584234', 'foobot', 'http://example.com/log?id=113', 1),
('stress_638845_1', 's638845', 'foobot', 'http://example.com/', 1),
('stress_638845_2', 's638845', 'foobot', 'http://example.com/index.html', 1),
('stress_638845_3', 's638845', 'foobot', 'http://example.com/scp/data', 0),
('stress_638845_4', 's638845', 'foobot', 'http://example.com/medi', 1),
('stress_638845_5', 's638845', 'foobot', 'http://example.com/media', 1),
('stress_638845_6', 's638845', 'foobot', 'http://example.com/loogs?user=admin', 1),
('stress_701159_1', 's701159', 'foofoobot-exp', 'http://example.com/workers/log', 0),
('stress_701159_2', 's701159', 'foofoobot', 'http://example.com/trash/index.html', 0),
('stress_701159_3', 's701159', 'barbarbot-prod', 'http://example.com/bin/bash', 0),
('stress_701159_4', 's701159', 'barbarbot-prod', 'http://example.com/foo/bar', 0),
('stress_701159_5', 's701159', 'barbarbot', 'http://example.com/bin/bash', 0),
('stress_701159_6', 's701159', 'barbarbot', 'http://example.com/foo/bar', 1),
('stress_701159_7', 's701159', 'quxbot', 'http://example.com/qux/qux/qux', 1),
('stress_701159_8', 's701159', 'quxbot', 'http://example.com/trash/view.html', 0),
('stress_701159_9', 's701159', 'io_tester', 'http://example.com/search?req=123', 1),
('stress_701159_10', 's701159', 'io_tester', 'http://example.com/media/common/123', 0),
('stress_701159_11', 's701159', 'foo_bot', 'http://example.com/search?req=123', 0),
('stress_715135_1', 's715135', 'foobot', 'http://example.com/buzz/settings', 0),
('stress_715135_2', 's715135', 'foobot', 'http://example.com/buzz-lite', 0),
('stress_715135_3', 's715135', 'barbot', 'http://example.com/qux/bar', 1),
('stress_715135_4', 's715135', 'quxbot', 'http://example.com/buzz', 0),
('stress_715135_5', 's715135', 'bazbot', 'http://example.com/prod/buzz', 1),
('stress_715135_6', 's715135', 'barbot', 'http://example.com/anotherbuzz/x', 1),
('stress_715135_7', 's715135', 'foobot', 'http://example.com/rebuzz/x', 1),
('stress_715135_8', 's715135', 'foobot', 'http://example.com/buzz/buzz/buzz', 0),
('stress_715135_9', 's715135', 'foo-bot', 'http://example.com/searc/buzz', 1),
('stress_715135_10', 's715135', 'bar-bot', 'http://example.com/buzz/searc', 0),
('stress_715135_11', 's715135', 'admin', 'http://example.com/buzz/ses', 1),
('stress_715135_12', 's715135', 'admin', 'http://example.com/foo/bar', 1),
('stress_715135_13', 's715135', 'admin', 'http://example.com/buzz', 1),
('stress_768939_1', 's768939', 'foobot', 'http://www.example.com/ab_controller', 0),
('stress_768939_2', 's768939', 'foo_bot', 'http://www.example.com/ab_controller-foo', 0),
('stress_768939_3', 's768939', 'foo-bot', 'http://www.example.com/ab_imports/foo.txt', 0),
('stress_768939_4', 's768939', 'foobot', 'http://www.example.com/foo/bar', 1),
('stress_768939_5', 's768939', 'foobot', 'http://www.example.com/ab_content/foo', 1),
('stress_768939_6', 's768939', 'foo_bot', 'http://www.example.com/ab_content/bar/foo.bar', 0),
('stress_768939_7', 's768939', 'foo-bot', 'http://www.example.com/ab_content/cache-foo', 0),
('stress_768939_8', 's768939', 'foo-bot', 'http://www.example.com/', 1),
('stress_777406_1', 's777406', 'foobot', 'http://www.example.com/foo/bar', 1),
('stress_777406_2', 's777406', 'foo_bot', 'http://www.example.com/', 1),
('stress_777406_3', 's777406', 'foo-bot', 'http://www.example.com/robots.txt', 1),
('stress_777406_4', 's777406', 'FunBot-Baz-Mobile', 'http://www.example.com/_api/index.html', 0),
('stress_777406_5', 's777406', 'FunBot-Baz-Mobile', 'http://www.example.com/_misc', 0),
('stress_777406_6', 's777406', 'FunBot-Baz-Mobile', 'http://www.example.com/_media/v2/foo', 1),
('stress_777406_7', 's777406', 'FunBot-Baz-Mobile', 'http://www.example.com/media/v1/view/', 0),
('stress_777406_8', 's777406', 'FunBot-Baz', 'http://www.example.com/media/v1/view/foo', 0),
('stress_777406_9', 's777406', 'foo-bot', 'http://www.example.com/media/v1/view/foo', 1),
('stress_777406_10', 's777406', 'foo_bot', 'http://www.example.com/_misc/index.html', 1),
('stress_797409_1', 's797409', 'foobot', 'http://example.com/foo/bar', 1),
('stress_797409_2', 's797409', 'foobot', 'http://example.com/', 1),
('stress_797409_3', 's797409', 'foo_bot', 'http://example.com/log?id=132', 1),
('stress_797409_4', 's797409', 'quxbot', 'http://example.com/', 0),
('stress_797409_5', 's797409', 'quxbot', 'http://example.com/baz/baz', 0),
('stress_797409_6', 's797409', 'quxbot', 'http://example.com/index.htm', 0),
('stress_824664_1', 's824664', 'foo-bot', 'http://example.com/index.html', 1),
('stress_824664_2', 's824664', 'foo-bot', 'http://example.com/controller/index.html', 0),
('stress_824664_3', 's824664', 'foo_bot', 'http://example.com/controller/foo/bar/index.htm', 0),
('stress_824664_4', 's824664', 'foobot', 'http://example.com/controller/admin-ajax.php', 1),
('stress_824664_5', 's824664', 'foobot', 'http://example.com/log?id=234', 1),
('stress_860237_1', 's860237', 'Foobot', 'http://example.com/', 1),
('stress_860237_2', 's860237', 'foo-bot', 'http://example.com/foo/bar', 1),
('stress_860237_3', 's860237', 'foo_bot', 'http://example.com/robots.txt', 1),
('stress_860237_4', 's860237', 'foo_bot', 'http://example.com/new_baz', 0),
('stress_860237_5', 's860237', 'foo_bot', 'http://example.com/baz/new', 0),
('stress_860237_6', 's860237', 'foo-bot', 'http://example.com/move/qux/add', 0),
('stress_860237_7', 's860237', 'foo_bot', 'http://example.com/baznew/start', 0),
('stress_860237_8', 's860237', 'Foobot', 'http://example.com/foo_qux_bar', 0),
-- DIFFERENCE: the reference compares the raw 'XYZ123bot' with the token
-- 'XYZ' of 'User-agent: XYZ123bot' (no match: '*' applies, allowed); we
-- reduce the crawler name to 'XYZ', which names that group: disallowed.
('stress_860237_9_XYZ123bot_reduced_to_XYZ', 's860237', 'XYZ123bot', 'http://example.com/robots.txt', 0),
('stress_860237_10', 's860237', 'XYZ', 'http://example.com/robots.txt', 0),
('stress_894248_1', 's894248', 'FooBot', 'http://example.com/', 1),
('stress_894248_2', 's894248', 'Foo_Bot', 'http://example.com/foo/bar.php', 1),
('stress_894248_3', 's894248', 'foobot', 'http://example.com/ab-baz/index.htm', 0),
('stress_894248_4', 's894248', 'foo-bot', 'http://example.com/ab-baz/foo/bar', 0),
('stress_894248_5', 's894248', 'foo_bot', 'http://example.com/ab-baz/baz-ajax.php', 1),
('stress_894248_6', 's894248', 'foo-bot', 'http://example.com/ab-baz/baz-ajax.php?user=123', 1),
('stress_912555_1', 's912555', 'foobot', 'http://example.com/error?user=admin', 1),
('stress_912555_2', 's912555', 'foobot', 'http://example.com/error', 0),
('stress_912555_3', 's912555', 'foo_bot', 'http://example.com/search/foo', 1),
('stress_912555_4', 's912555', 'foo_bot', 'http://example.com/log', 0),
('stress_912555_5', 's912555', 'foo-bot', 'http://example.com/adminactions', 0),
('stress_912555_6', 's912555', 'foo-bot', 'http://example.com/adminactions?id=123', 0),
('stress_912555_7', 's912555', 'foo-bot', 'http://example.com/adminactions/new', 1),
('stress_912555_8', 's912555', 'foobot', 'http://example.com/jm/test.txt', 1),
('stress_912555_9', 's912555', 'foobot', 'http://example.com/jm/com.example.BarController', 0),
('stress_912555_10', 's912555', 'foobot', 'http://example.com/foo/bar', 1),
('stress_923994_1', 's923994', 'foobot', 'http://example.com/home', 1),
('stress_923994_2', 's923994', 'foobot', 'http://example.com/foo?id=12', 0),
('stress_923994_3', 's923994', 'foobot', 'http://example.com/qux', 1),
('stress_923994_4', 's923994', 'foobot', 'http://example.com/home/scripts/s.js', 1),
('stress_923994_5', 's923994', 'foobot', 'http://example.com/baz/112', 0),
('stress_923994_6', 's923994', 'foobot', 'http://example.com/resources/index.html', 1),
('stress_923994_7', 's923994', 'foobot', 'http://example.com/resources/bazbaz/baz/more_stuff', 0),
('stress_923994_8', 's923994', 'quxbot', 'http://example.com/resources/bazbaz/baz/more_stuff', 0),
('stress_923994_9', 's923994', 'quxbot', 'http://example.com/users/big_foo/some_stuff/new', 0),
('stress_923994_10', 's923994', 'quxbot', 'http://example.com/addfightyos', 0),
('stress_923994_11', 's923994', 'foobot', 'http://example.com/addfight/new', 1),
('stress_923994_12', 's923994', 'quxbot', 'http://example.com/addfight/new', 1),
('stress_923994_13', 's923994', 'quxbot', 'http://example.com/addfightnope?dest=ULLI', 0),
('stress_923994_14', 's923994', 'quxbot', 'http://example.com/cz', 1),
('stress_943687_1', 's943687', 'foobot', 'http://www.example.com/foo/bar', 1),
('stress_943687_2', 's943687', 'foobot', 'http://www.example.com/master/settings', 0),
('stress_943687_3', 's943687', 'foobot', 'http://www.example.com/bin/sh', 0),
('stress_943687_4', 's943687', 'foo-bot', 'http://www.example.com/search?req=123', 1),
('stress_943687_5', 's943687', 'foo_bot', 'http://www.example.com/log/113', 1),
('stress_943687_6', 's943687', 'foo_bot', 'http://www.example.com/logs/113', 0),
('stress_943687_7', 's943687', 'foo-bot', 'http://www.example.com/example/master', 1),
('stress_943687_8', 's943687', 'foobot', 'http://www.example.com/master', 1),
('stress_943687_9', 's943687', 'foobot', 'http://www.example.com/master/', 0),
('stress_943687_10', 's943687', 'foo_bot', 'http://www.example.com/dev/null', 1),
('stress_943687_11', 's943687', 'foo_bot', 'http://www.example.com/tmp/null', 0),
('stress_974982_1', 's974982', 'foobot', 'http://www.example.com/', 1),
('stress_974982_2', 's974982', 'foobot', 'http://www.example.com/robots.txt', 1),
('stress_974982_3', 's974982', 'foobot', 'http://www.example.com/find', 0),
('stress_974982_4', 's974982', 'foobot', 'http://www.example.com/find/', 0),
('stress_974982_5', 's974982', 'foobot', 'http://www.example.com/find?id=123', 0),
('stress_974982_6', 's974982', 'foobot', 'http://www.example.com/stuff', 0),
('stress_974982_7', 's974982', 'foobot', 'http://www.example.com/stuffstats', 1),
('stress_974982_8', 's974982', 'foobot', 'http://www.example.com/stuff/new', 0),
('stress_974982_9', 's974982', 'foobot', 'http://www.example.com/foo?creator=bar', 0),
('stress_974982_10', 's974982', 'foobot', 'http://www.example.com/foo?finder=baz', 0),
('stress_974982_11', 's974982', 'foobot', 'http://www.example.com/foo?creator=bar&finder=baz', 0),
('stress_974982_12', 's974982', 'foobot', 'http://www.example.com/foo?viewer=qux', 0),
('stress_974982_13', 's974982', 'foobot', 'http://www.example.com/foo?creator=bar&stuff=baz', 0),
('stress_974982_14', 's974982', 'foobot', 'http://www.example.com/contacts/index.html', 0);

select 'every_case_names_a_file', count(*) = 0
  from c where fid not in (select id from f);
select 'case_names_are_unique', count(*) = count(distinct name) from c;
select 'every_suite_file_is_restated', count(*) = 25 from f;
select c.name, robots_allowed(f.txt, c.agent, c.url) is c.want
  from c join f on f.id = c.fid order by c.rowid;
