-- robots--1.2.sql: the SQL face of the robots extension for PostgreSQL.
-- The same functions, names and meanings as the SQLite extension.  Where a
-- robots.txt or a sitemap may hold NUL bytes or bytes that are not UTF-8,
-- there is a bytea version beside the text one.  Everything that depends
-- only on its arguments is IMMUTABLE PARALLEL SAFE, so the planner may run
-- it in parallel workers and push it down to postgres_fdw shards.
-- Support functions that are not meant to be called (the aggregates'
-- transition and final functions) live in the schema robots_internal,
-- created here and dropped with the extension.  A module adds its
-- functions in a section of its own at the end (and in the next upgrade
-- script).

\echo Use "CREATE EXTENSION robots" to load this file. \quit

CREATE SCHEMA robots_internal;
COMMENT ON SCHEMA robots_internal IS
  'support functions of the robots extension (not meant to be called)';

-- robots.txt: decisions -------------------------------------------------

CREATE FUNCTION robots_allowed(txt text, agent text, url text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_allowed'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_allowed(txt bytea, agent text, url text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_allowed'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
-- With the HTTP status of the fetch: not STRICT (a 404 needs no file).
CREATE FUNCTION robots_allowed(txt text, agent text, url text, status bigint)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_allowed_status'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_allowed(txt bytea, agent text, url text, status bigint)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_allowed_status'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

CREATE FUNCTION robots_explain(txt text, agent text, url text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_explain'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_explain(txt bytea, agent text, url text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_explain'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE FUNCTION robots_crawl_delay(txt text, agent text)
  RETURNS float8 AS 'MODULE_PATHNAME', 'robots_crawl_delay'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_crawl_delay(txt bytea, agent text)
  RETURNS float8 AS 'MODULE_PATHNAME', 'robots_crawl_delay'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- URLs and crawlers -------------------------------------------------------

CREATE FUNCTION robots_path(url text)
  RETURNS text AS 'MODULE_PATHNAME', 'robots_path'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_url(url text)
  RETURNS text AS 'MODULE_PATHNAME', 'robots_url'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_agent(user_agent text)
  RETURNS text AS 'MODULE_PATHNAME', 'robots_agent'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- The backend's cache of compiled robots.txt files (per backend: a
-- parallel worker or another session has its own).
CREATE FUNCTION robots_cache_size()
  RETURNS bigint AS 'MODULE_PATHNAME', 'robots_cache_size'
  LANGUAGE C VOLATILE PARALLEL RESTRICTED;
CREATE FUNCTION robots_cache_size(bytes bigint)
  RETURNS bigint AS 'MODULE_PATHNAME', 'robots_cache_size'
  LANGUAGE C VOLATILE PARALLEL RESTRICTED;
-- {budget, bytes, files, hits, misses, evictions} of this backend's cache.
CREATE FUNCTION robots_cache_stats()
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_cache_stats'
  LANGUAGE C VOLATILE PARALLEL RESTRICTED;
CREATE FUNCTION robots_version()
  RETURNS text AS 'MODULE_PATHNAME', 'robots_version'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

-- robots.txt: tables ----------------------------------------------------

CREATE FUNCTION robots_rules(txt text)
  RETURNS TABLE(group_id int, agent text, rule text, path text, line int,
                pattern text)
  AS 'MODULE_PATHNAME', 'robots_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 20;
CREATE FUNCTION robots_rules(txt bytea)
  RETURNS TABLE(group_id int, agent text, rule text, path text, line int,
                pattern text)
  AS 'MODULE_PATHNAME', 'robots_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 20;
CREATE FUNCTION robots_rules(txt text, agent text)
  RETURNS TABLE(group_id int, agent text, rule text, path text, line int,
                pattern text)
  AS 'MODULE_PATHNAME', 'robots_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 10;
CREATE FUNCTION robots_rules(txt bytea, agent text)
  RETURNS TABLE(group_id int, agent text, rule text, path text, line int,
                pattern text)
  AS 'MODULE_PATHNAME', 'robots_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 10;

CREATE FUNCTION robots_agents(txt text)
  RETURNS TABLE(group_id int, agent text, line int, rules int, token text)
  AS 'MODULE_PATHNAME', 'robots_agents'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5;
CREATE FUNCTION robots_agents(txt bytea)
  RETURNS TABLE(group_id int, agent text, line int, rules int, token text)
  AS 'MODULE_PATHNAME', 'robots_agents'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5;

CREATE FUNCTION robots_sitemaps(txt text)
  RETURNS TABLE(url text, line int)
  AS 'MODULE_PATHNAME', 'robots_sitemaps'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 2;
CREATE FUNCTION robots_sitemaps(txt bytea)
  RETURNS TABLE(url text, line int)
  AS 'MODULE_PATHNAME', 'robots_sitemaps'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 2;

CREATE FUNCTION robots_directives(txt text)
  RETURNS TABLE(line int, group_id int, key text, value text, known boolean)
  AS 'MODULE_PATHNAME', 'robots_directives'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 30;
CREATE FUNCTION robots_directives(txt bytea)
  RETURNS TABLE(line int, group_id int, key text, value text, known boolean)
  AS 'MODULE_PATHNAME', 'robots_directives'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 30;

CREATE FUNCTION robots_lint(txt text)
  RETURNS TABLE(line int, severity text, code text, message text)
  AS 'MODULE_PATHNAME', 'robots_lint'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5;
CREATE FUNCTION robots_lint(txt bytea)
  RETURNS TABLE(line int, severity text, code text, message text)
  AS 'MODULE_PATHNAME', 'robots_lint'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5;

-- Meta robots and X-Robots-Tag ----------------------------------------------

-- A NULL agent counts as none (only directives without an agent prefix).
CREATE FUNCTION robots_meta(content text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_meta'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_meta(content text, agent text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_meta'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_meta_each(content text)
  RETURNS TABLE(agent text, directive text, value text, known boolean)
  AS 'MODULE_PATHNAME', 'robots_meta_each'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 3;
-- now: a date in text (ISO 8601, RFC 822, RFC 850), seconds since 1970 or
-- a timestamptz; NULL counts as not given (unavailable_after ignored).
CREATE FUNCTION robots_indexable(content text, agent text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_indexable'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_indexable(content text, agent text, now text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_indexable'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_indexable(content text, agent text, now bigint)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_indexable_seconds'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_indexable(content text, agent text, now timestamptz)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_indexable_timestamptz'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

-- Sitemaps: reading ----------------------------------------------------------

CREATE FUNCTION sitemap_entries(doc text, base_url text DEFAULT NULL)
  RETURNS TABLE(kind text, loc text, lastmod text, changefreq text,
                priority float8, images jsonb, videos jsonb, news jsonb,
                alternates jsonb, format text, line bigint)
  AS 'MODULE_PATHNAME', 'sitemap_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;
CREATE FUNCTION sitemap_entries(doc bytea, base_url text DEFAULT NULL)
  RETURNS TABLE(kind text, loc text, lastmod text, changefreq text,
                priority float8, images jsonb, videos jsonb, news jsonb,
                alternates jsonb, format text, line bigint)
  AS 'MODULE_PATHNAME', 'sitemap_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;
CREATE FUNCTION sitemap_lint(doc text, sitemap_url text DEFAULT NULL)
  RETURNS TABLE(entry bigint, line bigint, severity text, code text,
                message text)
  AS 'MODULE_PATHNAME', 'sitemap_lint'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 10;
CREATE FUNCTION sitemap_lint(doc bytea, sitemap_url text DEFAULT NULL)
  RETURNS TABLE(entry bigint, line bigint, severity text, code text,
                message text)
  AS 'MODULE_PATHNAME', 'sitemap_lint'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 10;
CREATE FUNCTION sitemap_format(doc text)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_format'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION sitemap_format(doc bytea)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_format'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION sitemap_in_scope(sitemap_url text, loc text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'sitemap_in_scope'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- Sitemaps: writing ----------------------------------------------------------

-- sitemap_urlset(loc [, lastmod [, changefreq [, priority]]]) and
-- sitemap_index(loc [, lastmod]): aggregates, one document per group.
-- lastmod is text (a W3C Datetime), timestamptz (written in UTC) or date;
-- priority is float8 (numeric and integers are cast to it).  The
-- transition functions are not STRICT: a NULL loc is an error that names
-- the row.  No combine function: a group is never split across parallel
-- workers (its rows stay in order and are numbered as one run), so the
-- aggregates are PARALLEL SAFE as string_agg is in PostgreSQL 15.
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text, text, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text, text, text, float8)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text, timestamptz)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step_tz'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text, timestamptz, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step_tz'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text, timestamptz, text, float8)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step_tz'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text, date)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step_date'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text, date, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step_date'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_step(internal, text, date, text, float8)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step_date'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_urlset_final(internal)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_urlset_final'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_index_step(internal, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_index_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_index_step(internal, text, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_index_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_index_step(internal, text, timestamptz)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_index_step_tz'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_index_step(internal, text, date)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_index_step_date'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION robots_internal.sitemap_index_final(internal)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_index_final'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

CREATE AGGREGATE sitemap_urlset(loc text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_urlset(loc text, lastmod text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_urlset(loc text, lastmod text, changefreq text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_urlset(loc text, lastmod text, changefreq text,
                                priority float8) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_urlset(loc text, lastmod timestamptz) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_urlset(loc text, lastmod timestamptz,
                                changefreq text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_urlset(loc text, lastmod timestamptz,
                                changefreq text, priority float8) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_urlset(loc text, lastmod date) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_urlset(loc text, lastmod date, changefreq text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_urlset(loc text, lastmod date, changefreq text,
                                priority float8) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_index(loc text) (
  SFUNC = robots_internal.sitemap_index_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_index_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_index(loc text, lastmod text) (
  SFUNC = robots_internal.sitemap_index_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_index_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_index(loc text, lastmod timestamptz) (
  SFUNC = robots_internal.sitemap_index_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_index_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE AGGREGATE sitemap_index(loc text, lastmod date) (
  SFUNC = robots_internal.sitemap_index_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_index_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);

-- sitemap_gzip(doc [, level]): one gzip member (no name, mtime 0: the same
-- document always gives the same bytes), for a .xml.gz file.
CREATE FUNCTION sitemap_gzip(doc text, level int DEFAULT NULL)
  RETURNS bytea AS 'MODULE_PATHNAME', 'sitemap_gzip'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION sitemap_gzip(doc bytea, level int DEFAULT NULL)
  RETURNS bytea AS 'MODULE_PATHNAME', 'sitemap_gzip'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

-- What the writers will do: the URL they write for loc, why a row cannot be
-- written (NULL: it can), and the part (from 1) of each row when the rows
-- are numbered into documents of at most max_urls records and max_bytes
-- bytes (a window function; rows with equal ORDER BY values share a part).
CREATE FUNCTION sitemap_url_normalize(loc text)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_url_normalize'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION sitemap_check(loc text, lastmod text DEFAULT NULL,
                              changefreq text DEFAULT NULL,
                              priority float8 DEFAULT NULL)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_check'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE FUNCTION sitemap_part(loc text, lastmod text DEFAULT NULL,
                             changefreq text DEFAULT NULL,
                             priority float8 DEFAULT NULL,
                             max_urls bigint DEFAULT NULL,
                             max_bytes bigint DEFAULT NULL)
  RETURNS bigint AS 'MODULE_PATHNAME', 'sitemap_part'
  LANGUAGE C WINDOW IMMUTABLE PARALLEL SAFE;

-- Access logs -----------------------------------------------------------------

-- format: auto, common, combined or nginx (NULL: auto); a gzipped log
-- needs bytea.
CREATE FUNCTION access_log_entries(log text, format text DEFAULT NULL)
  RETURNS TABLE(line bigint, client text, ident text, "user" text,
                "time" text, request text, method text, target text,
                protocol text, status int, bytes bigint, referer text,
                user_agent text, agent text, extra text, error text,
                raw text)
  AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;
CREATE FUNCTION access_log_entries(log bytea, format text DEFAULT NULL)
  RETURNS TABLE(line bigint, client text, ident text, "user" text,
                "time" text, request text, method text, target text,
                protocol text, status int, bytes bigint, referer text,
                user_agent text, agent text, extra text, error text,
                raw text)
  AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;

-- AI usage signals -----------------------------------------------------------

-- robots_usage(txt, agent, url): may the crawler fetch the URL, and the
-- Content-Usage and Content-Signal preferences that apply to it.
CREATE FUNCTION robots_usage(txt text, agent text, url text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_usage(txt bytea, agent text, url text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_usage_header(value text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage_header'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_usage_rules(txt text)
  RETURNS TABLE(group_id int, kind text, path text, key text, value text,
                line int)
  AS 'MODULE_PATHNAME', 'robots_usage_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5;
CREATE FUNCTION robots_usage_rules(txt bytea)
  RETURNS TABLE(group_id int, kind text, path text, key text, value text,
                line int)
  AS 'MODULE_PATHNAME', 'robots_usage_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5;
CREATE FUNCTION robots_usage_rules(txt text, agent text)
  RETURNS TABLE(group_id int, kind text, path text, key text, value text,
                line int)
  AS 'MODULE_PATHNAME', 'robots_usage_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5;
CREATE FUNCTION robots_usage_rules(txt bytea, agent text)
  RETURNS TABLE(group_id int, kind text, path text, key text, value text,
                line int)
  AS 'MODULE_PATHNAME', 'robots_usage_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE ROWS 5;
CREATE FUNCTION robots_tdmrep(json text, url text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_tdmrep'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION robots_crawler_list()
  RETURNS TABLE(token text, pattern text, purpose text, vendor text)
  AS 'MODULE_PATHNAME', 'robots_crawler_list'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 150;

-- pg_script_hand.sql: the hand-written part of 1.2 that pg_script.sh puts
-- in robots--1.2.sql and robots--1.1--1.2.sql before the catalog's part
-- (not an install script): what CREATE OR REPLACE cannot do.
-- access_log_entries gains the column host (vhost_combined's %v, or a
-- trailing quoted host), and its optional format becomes an overload of
-- its own, as the catalog writes every optional argument: CREATE OR
-- REPLACE cannot change RETURNS TABLE, so the 1.1 functions are dropped
-- and the catalog's part creates them again.
DROP FUNCTION access_log_entries(text, text);
DROP FUNCTION access_log_entries(bytea, text);

-- The functions the catalog describes ---------------------------------
-- Written by pg_script from the catalog (ext/catalog): do not edit.
-- Every function the catalog describes and PostgreSQL offers.

-- robots_allowed: whether a crawler may fetch a URL under a robots.txt (with the HTTP status of its fetch, when given)
CREATE OR REPLACE FUNCTION robots_allowed("txt" text, "agent" text, "url" text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_allowed'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_allowed("txt" bytea, "agent" text, "url" text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_allowed'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_allowed("txt" text, "agent" text, "url" text, "status" bigint)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_allowed'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_allowed("txt" bytea, "agent" text, "url" text, "status" bigint)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_allowed'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

-- robots_explain: why a crawler may or may not fetch a URL: the deciding rule, its line and the group's lines, as JSON
CREATE OR REPLACE FUNCTION robots_explain("txt" text, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_explain'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_explain("txt" bytea, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_explain'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

-- robots_crawl_delay: the crawl-delay a crawler reads, in seconds, or NULL
CREATE OR REPLACE FUNCTION robots_crawl_delay("txt" text, "agent" text)
  RETURNS double precision AS 'MODULE_PATHNAME', 'robots_crawl_delay'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_crawl_delay("txt" bytea, "agent" text)
  RETURNS double precision AS 'MODULE_PATHNAME', 'robots_crawl_delay'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_path: the path robots.txt rules are matched against
CREATE OR REPLACE FUNCTION robots_path("url" text)
  RETURNS text AS 'MODULE_PATHNAME', 'robots_path'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_url: the robots.txt URL that governs a URL, or NULL
CREATE OR REPLACE FUNCTION robots_url("url" text)
  RETURNS text AS 'MODULE_PATHNAME', 'robots_url'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_rules: the allow and disallow rules, or those that apply to one crawler
CREATE OR REPLACE FUNCTION robots_rules("txt" text)
  RETURNS TABLE("group_id" int, "agent" text, "rule" text, "path" text, "line" int, "pattern" text) AS 'MODULE_PATHNAME', 'robots_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_rules("txt" bytea)
  RETURNS TABLE("group_id" int, "agent" text, "rule" text, "path" text, "line" int, "pattern" text) AS 'MODULE_PATHNAME', 'robots_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_rules("txt" text, "agent" text)
  RETURNS TABLE("group_id" int, "agent" text, "rule" text, "path" text, "line" int, "pattern" text) AS 'MODULE_PATHNAME', 'robots_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_rules("txt" bytea, "agent" text)
  RETURNS TABLE("group_id" int, "agent" text, "rule" text, "path" text, "line" int, "pattern" text) AS 'MODULE_PATHNAME', 'robots_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_agent: the crawler token a User-Agent header names, or NULL
CREATE OR REPLACE FUNCTION robots_agent("user_agent" text)
  RETURNS text AS 'MODULE_PATHNAME', 'robots_agent'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_cache_size: the budget of the connection's cache of compiled robots.txt files, in bytes (an argument sets it; 0 turns it off)
CREATE OR REPLACE FUNCTION robots_cache_size()
  RETURNS bigint AS 'MODULE_PATHNAME', 'robots_cache_size'
  LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
CREATE OR REPLACE FUNCTION robots_cache_size("bytes" bigint)
  RETURNS bigint AS 'MODULE_PATHNAME', 'robots_cache_size'
  LANGUAGE C VOLATILE PARALLEL RESTRICTED;

-- robots_cache_stats: the connection's cache of compiled robots.txt files: budget, bytes, files, hits, misses and evictions, as JSON
CREATE OR REPLACE FUNCTION robots_cache_stats()
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_cache_stats'
  LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;

-- robots_version: the extension's version, as text
-- (declared by robots--1.1.sql, kept as it was)

-- robots_agents: the user-agent lines of a robots.txt and their groups
CREATE OR REPLACE FUNCTION robots_agents("txt" text)
  RETURNS TABLE("group_id" int, "agent" text, "line" int, "rules" int, "token" text) AS 'MODULE_PATHNAME', 'robots_agents'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_agents("txt" bytea)
  RETURNS TABLE("group_id" int, "agent" text, "line" int, "rules" int, "token" text) AS 'MODULE_PATHNAME', 'robots_agents'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_sitemaps: the Sitemap lines of a robots.txt
CREATE OR REPLACE FUNCTION robots_sitemaps("txt" text)
  RETURNS TABLE("url" text, "line" int) AS 'MODULE_PATHNAME', 'robots_sitemaps'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_sitemaps("txt" bytea)
  RETURNS TABLE("url" text, "line" int) AS 'MODULE_PATHNAME', 'robots_sitemaps'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_directives: every line of a robots.txt that is not blank, with its group
CREATE OR REPLACE FUNCTION robots_directives("txt" text)
  RETURNS TABLE("line" int, "group_id" int, "key" text, "value" text, "known" boolean) AS 'MODULE_PATHNAME', 'robots_directives'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_directives("txt" bytea)
  RETURNS TABLE("line" int, "group_id" int, "key" text, "value" text, "known" boolean) AS 'MODULE_PATHNAME', 'robots_directives'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_lint: the problems of a robots.txt: line, severity, code, message
CREATE OR REPLACE FUNCTION robots_lint("txt" text)
  RETURNS TABLE("line" int, "severity" text, "code" text, "message" text) AS 'MODULE_PATHNAME', 'robots_lint'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_lint("txt" bytea)
  RETURNS TABLE("line" int, "severity" text, "code" text, "message" text) AS 'MODULE_PATHNAME', 'robots_lint'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_flip: how the verdict for a crawler and URL changes between two robots.txt versions: NULL when it does not
CREATE OR REPLACE FUNCTION robots_flip("old" text, "new" text, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_flip'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_flip("old" text, "new" bytea, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_flip'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_flip("old" bytea, "new" text, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_flip'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_flip("old" bytea, "new" bytea, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_flip'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_usage_flip: how the AI usage answer for a crawler and URL changes between two robots.txt versions: NULL when it does not
CREATE OR REPLACE FUNCTION robots_usage_flip("old" text, "new" text, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage_flip'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_usage_flip("old" text, "new" bytea, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage_flip'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_usage_flip("old" bytea, "new" text, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage_flip'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_usage_flip("old" bytea, "new" bytea, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage_flip'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_diff: the rule changes between two robots.txt versions that can change a decision, crawler by crawler
CREATE OR REPLACE FUNCTION robots_diff("old" text, "new" text)
  RETURNS TABLE("agent" text, "change" text, "rule" text, "pattern" text, "old_line" bigint, "new_line" bigint, "old_value" text, "new_value" text) AS 'MODULE_PATHNAME', 'robots_diff'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_diff("old" text, "new" bytea)
  RETURNS TABLE("agent" text, "change" text, "rule" text, "pattern" text, "old_line" bigint, "new_line" bigint, "old_value" text, "new_value" text) AS 'MODULE_PATHNAME', 'robots_diff'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_diff("old" bytea, "new" text)
  RETURNS TABLE("agent" text, "change" text, "rule" text, "pattern" text, "old_line" bigint, "new_line" bigint, "old_value" text, "new_value" text) AS 'MODULE_PATHNAME', 'robots_diff'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_diff("old" bytea, "new" bytea)
  RETURNS TABLE("agent" text, "change" text, "rule" text, "pattern" text, "old_line" bigint, "new_line" bigint, "old_value" text, "new_value" text) AS 'MODULE_PATHNAME', 'robots_diff'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_diff("old" text, "new" text, "crawler" text)
  RETURNS TABLE("agent" text, "change" text, "rule" text, "pattern" text, "old_line" bigint, "new_line" bigint, "old_value" text, "new_value" text) AS 'MODULE_PATHNAME', 'robots_diff'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_diff("old" text, "new" bytea, "crawler" text)
  RETURNS TABLE("agent" text, "change" text, "rule" text, "pattern" text, "old_line" bigint, "new_line" bigint, "old_value" text, "new_value" text) AS 'MODULE_PATHNAME', 'robots_diff'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_diff("old" bytea, "new" text, "crawler" text)
  RETURNS TABLE("agent" text, "change" text, "rule" text, "pattern" text, "old_line" bigint, "new_line" bigint, "old_value" text, "new_value" text) AS 'MODULE_PATHNAME', 'robots_diff'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_diff("old" bytea, "new" bytea, "crawler" text)
  RETURNS TABLE("agent" text, "change" text, "rule" text, "pattern" text, "old_line" bigint, "new_line" bigint, "old_value" text, "new_value" text) AS 'MODULE_PATHNAME', 'robots_diff'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_usage: may a crawler fetch a URL, and the Content-Usage and Content-Signal preferences that apply to it, as JSON
CREATE OR REPLACE FUNCTION robots_usage("txt" text, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_usage("txt" bytea, "agent" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_usage_allows: may a crawler use a URL for a purpose (train-ai, ai-use, search): 1, 0 or NULL when no preference is stated
CREATE OR REPLACE FUNCTION robots_usage_allows("txt" text, "agent" text, "url" text, "purpose" text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_usage_allows'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_usage_allows("txt" bytea, "agent" text, "url" text, "purpose" text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_usage_allows'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_usage_rules: every key of every Content-Usage and Content-Signal line and every License line of a robots.txt (only the groups of a crawler when given)
CREATE OR REPLACE FUNCTION robots_usage_rules("txt" text)
  RETURNS TABLE("group_id" int, "kind" text, "path" text, "key" text, "value" text, "line" int) AS 'MODULE_PATHNAME', 'robots_usage_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_usage_rules("txt" bytea)
  RETURNS TABLE("group_id" int, "kind" text, "path" text, "key" text, "value" text, "line" int) AS 'MODULE_PATHNAME', 'robots_usage_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_usage_rules("txt" text, "agent" text)
  RETURNS TABLE("group_id" int, "kind" text, "path" text, "key" text, "value" text, "line" int) AS 'MODULE_PATHNAME', 'robots_usage_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_usage_rules("txt" bytea, "agent" text)
  RETURNS TABLE("group_id" int, "kind" text, "path" text, "key" text, "value" text, "line" int) AS 'MODULE_PATHNAME', 'robots_usage_rules'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_usage_header: a Content-Usage HTTP header read as the vocabulary's preferences, as JSON
CREATE OR REPLACE FUNCTION robots_usage_header("value" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_usage_header'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_tdmrep: the TDMRep rule of a tdmrep.json for a URL (the first whose location matches), as JSON, or NULL
CREATE OR REPLACE FUNCTION robots_tdmrep("json" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_tdmrep'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_tdmrep("json" bytea, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_tdmrep'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_tdmrep_lint: why a tdmrep.json is not a TDMRep array of rules (robots_tdmrep is then NULL): rule, byte, message
CREATE OR REPLACE FUNCTION robots_tdmrep_lint("json" text)
  RETURNS TABLE("rule" bigint, "byte" bigint, "message" text) AS 'MODULE_PATHNAME', 'robots_tdmrep_lint'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_tdmrep_lint("json" bytea)
  RETURNS TABLE("rule" bigint, "byte" bigint, "message" text) AS 'MODULE_PATHNAME', 'robots_tdmrep_lint'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- rsl_terms: the license terms an RSL 1.0 document gives a URL (its longest matching content), as JSON
CREATE OR REPLACE FUNCTION rsl_terms("xml" text, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'rsl_terms'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION rsl_terms("xml" bytea, "url" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'rsl_terms'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_crawler_list: the crawlers the extension knows: robots.txt token, the pattern robots_agent looks for, purpose, vendor
CREATE OR REPLACE FUNCTION robots_crawler_list()
  RETURNS TABLE("token" text, "pattern" text, "purpose" text, "vendor" text) AS 'MODULE_PATHNAME', 'robots_crawler_list'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- crawler_signature: a request's HTTP Message Signature (Web Bot Auth) verified against a key directory
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" text, "keys" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" text, "keys" jsonb)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" jsonb, "keys" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" jsonb, "keys" jsonb)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" text, "keys" text, "now" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" text, "keys" text, "now" bigint)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" text, "keys" text, "now" timestamptz)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" text, "keys" jsonb, "now" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" text, "keys" jsonb, "now" bigint)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" text, "keys" jsonb, "now" timestamptz)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" jsonb, "keys" text, "now" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" jsonb, "keys" text, "now" bigint)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" jsonb, "keys" text, "now" timestamptz)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" jsonb, "keys" jsonb, "now" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" jsonb, "keys" jsonb, "now" bigint)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_signature("method" text, "url" text, "headers" jsonb, "keys" jsonb, "now" timestamptz)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'crawler_signature'
  LANGUAGE C VOLATILE PARALLEL SAFE;

-- robots_meta: the meta robots directives in force, as JSON
CREATE OR REPLACE FUNCTION robots_meta("content" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_meta'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_meta("content" text, "agent" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_meta'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

-- robots_meta_each: one row per directive of a meta robots or X-Robots-Tag value, as written
-- (declared by robots--1.1.sql, kept as it was)

-- robots_indexable: 1 when the directives let the crawler index the page
CREATE OR REPLACE FUNCTION robots_indexable("content" text, "agent" text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_indexable'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_indexable("content" text, "agent" text, "now" text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_indexable'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_indexable("content" text, "agent" text, "now" bigint)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_indexable'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_indexable("content" text, "agent" text, "now" timestamptz)
  RETURNS boolean AS 'MODULE_PATHNAME', 'robots_indexable'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

-- sitemap_entries: the records of a sitemap document (XML, text, RSS, Atom, gzipped)
-- (declared by robots--1.1.sql, kept as it was)

-- sitemap_lint: the problems of a sitemap document: entry, line, severity, code, message
-- (declared by robots--1.1.sql, kept as it was)

-- sitemap_format: the format of a sitemap document, or NULL
CREATE OR REPLACE FUNCTION sitemap_format("doc" text)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_format'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION sitemap_format("doc" bytea)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_format'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- sitemap_in_scope: 1 when a sitemap at sitemap_url may list loc
CREATE OR REPLACE FUNCTION sitemap_in_scope("sitemap_url" text, "loc" text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'sitemap_in_scope'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- sitemap_url_normalize: the URL the sitemap writers write for loc, or NULL
CREATE OR REPLACE FUNCTION sitemap_url_normalize("loc" text)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_url_normalize'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- sitemap_gzip: doc's bytes as one gzip member (no name, mtime 0), for a .xml.gz file
-- (declared by robots--1.1.sql, kept as it was)

-- sitemap_check: NULL when the writers would write the row, else why not
CREATE OR REPLACE FUNCTION sitemap_check("loc" text, "lastmod" text DEFAULT NULL, "changefreq" text DEFAULT NULL, "priority" double precision DEFAULT NULL)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_check'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

-- crawler_ranges: an operator's published IP-range file, a row per prefix
CREATE OR REPLACE FUNCTION crawler_ranges("json" text)
  RETURNS TABLE("prefix" text, "family" int, "first_address" text, "last_address" text, "creation_time" text, "error" text) AS 'MODULE_PATHNAME', 'crawler_ranges'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION crawler_ranges("json" bytea)
  RETURNS TABLE("prefix" text, "family" int, "first_address" text, "last_address" text, "creation_time" text, "error" text) AS 'MODULE_PATHNAME', 'crawler_ranges'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- crawler_in_range: 1 when the address is in the prefix, 0 when not
CREATE OR REPLACE FUNCTION crawler_in_range("ip" text, "prefix" text)
  RETURNS boolean AS 'MODULE_PATHNAME', 'crawler_in_range'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- access_log_entries: an Apache or nginx access log, one row per line
CREATE OR REPLACE FUNCTION access_log_entries("log" text)
  RETURNS TABLE("line" bigint, "client" text, "ident" text, "user" text, "time" text, "request" text, "method" text, "target" text, "protocol" text, "status" int, "bytes" bigint, "referer" text, "user_agent" text, "agent" text, "extra" text, "error" text, "raw" text, "host" text) AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION access_log_entries("log" bytea)
  RETURNS TABLE("line" bigint, "client" text, "ident" text, "user" text, "time" text, "request" text, "method" text, "target" text, "protocol" text, "status" int, "bytes" bigint, "referer" text, "user_agent" text, "agent" text, "extra" text, "error" text, "raw" text, "host" text) AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION access_log_entries("log" text, "format" text)
  RETURNS TABLE("line" bigint, "client" text, "ident" text, "user" text, "time" text, "request" text, "method" text, "target" text, "protocol" text, "status" int, "bytes" bigint, "referer" text, "user_agent" text, "agent" text, "extra" text, "error" text, "raw" text, "host" text) AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION access_log_entries("log" bytea, "format" text)
  RETURNS TABLE("line" bigint, "client" text, "ident" text, "user" text, "time" text, "request" text, "method" text, "target" text, "protocol" text, "status" int, "bytes" bigint, "referer" text, "user_agent" text, "agent" text, "extra" text, "error" text, "raw" text, "host" text) AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

-- Aggregates and window functions --------------------------------------

-- sitemap_urlset: a sitemaps.org urlset document of the group's rows
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_final(internal)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_urlset_final'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text, "lastmod" text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text, timestamptz)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text, "lastmod" timestamptz) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text, date)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text, "lastmod" date) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text, text, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text, "lastmod" text, "changefreq" text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text, timestamptz, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text, "lastmod" timestamptz, "changefreq" text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text, date, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text, "lastmod" date, "changefreq" text) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text, text, text, double precision)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text, "lastmod" text, "changefreq" text, "priority" double precision) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text, timestamptz, text, double precision)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text, "lastmod" timestamptz, "changefreq" text, "priority" double precision) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_urlset_step(internal, text, date, text, double precision)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_urlset_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_urlset("loc" text, "lastmod" date, "changefreq" text, "priority" double precision) (
  SFUNC = robots_internal.sitemap_urlset_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_urlset_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);

-- sitemap_index: a sitemaps.org sitemapindex document of the group's rows
CREATE OR REPLACE FUNCTION robots_internal.sitemap_index_final(internal)
  RETURNS text AS 'MODULE_PATHNAME', 'sitemap_index_final'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_internal.sitemap_index_step(internal, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_index_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_index("loc" text) (
  SFUNC = robots_internal.sitemap_index_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_index_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_index_step(internal, text, text)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_index_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_index("loc" text, "lastmod" text) (
  SFUNC = robots_internal.sitemap_index_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_index_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_index_step(internal, text, timestamptz)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_index_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_index("loc" text, "lastmod" timestamptz) (
  SFUNC = robots_internal.sitemap_index_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_index_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);
CREATE OR REPLACE FUNCTION robots_internal.sitemap_index_step(internal, text, date)
  RETURNS internal AS 'MODULE_PATHNAME', 'sitemap_index_step'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;
CREATE OR REPLACE AGGREGATE sitemap_index("loc" text, "lastmod" date) (
  SFUNC = robots_internal.sitemap_index_step, STYPE = internal,
  FINALFUNC = robots_internal.sitemap_index_final, FINALFUNC_MODIFY = READ_ONLY,
  PARALLEL = SAFE);

-- sitemap_part: the part of a row when rows are numbered into sitemaps that keep the protocol's limits (a window function)
CREATE OR REPLACE FUNCTION sitemap_part("loc" text, "lastmod" text DEFAULT NULL, "changefreq" text DEFAULT NULL, "priority" double precision DEFAULT NULL, "max_urls" bigint DEFAULT NULL, "max_bytes" bigint DEFAULT NULL)
  RETURNS bigint AS 'MODULE_PATHNAME', 'sitemap_part'
  LANGUAGE C WINDOW IMMUTABLE PARALLEL SAFE;
