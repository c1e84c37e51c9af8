-- Found by `make valgrind`: with a warm cache, the index prefetch (now robotsIndexPrefetch, ext/robots_index.c)
-- reads the candidate one past the end of the agent index when no rule starts
-- with the path's first byte after '/'.  Must be clean under valgrind/ASan.
select 'warm_cache_first_call', robots_allowed('User-agent: *'||char(10)||'Disallow: /a', 'bot', '/zzz')=1;
select 'warm_cache_second_call', robots_allowed('User-agent: *'||char(10)||'Disallow: /a', 'bot', '/zzz')=1;
select 'warm_cache_empty_index', robots_allowed('User-agent: *'||char(10)||'Allow: /', 'bot', '/~')=1;
