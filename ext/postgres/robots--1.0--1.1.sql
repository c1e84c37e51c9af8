-- robots--1.0--1.1.sql: ALTER EXTENSION robots UPDATE from 1.0 to 1.1.
-- The aggregates' support functions move to the schema robots_internal;
-- robots_cache_stats, sitemap_url_normalize, sitemap_check, sitemap_part and
-- access_log_entries are new, and so are the AI usage signals (robots_usage,
-- robots_usage_header, robots_usage_rules, robots_tdmrep,
-- robots_crawler_list), declared as in robots--1.1.sql.

\echo Use "ALTER EXTENSION robots UPDATE TO '1.1'" to load this file. \quit

CREATE SCHEMA robots_internal;
COMMENT ON SCHEMA robots_internal IS
  'support functions of the robots extension (not meant to be called)';
ALTER FUNCTION sitemap_urlset_step(internal, text) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_step(internal, text, text) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_step(internal, text, text, text) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_step(internal, text, text, text, float8) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_step(internal, text, timestamptz) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_step(internal, text, timestamptz, text) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_step(internal, text, timestamptz, text, float8) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_step(internal, text, date) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_step(internal, text, date, text) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_step(internal, text, date, text, float8) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_urlset_final(internal) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_index_step(internal, text) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_index_step(internal, text, text) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_index_step(internal, text, timestamptz) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_index_step(internal, text, date) SET SCHEMA robots_internal;
ALTER FUNCTION sitemap_index_final(internal) SET SCHEMA robots_internal;

CREATE FUNCTION robots_cache_stats()
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_cache_stats'
  LANGUAGE C VOLATILE PARALLEL RESTRICTED;

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
