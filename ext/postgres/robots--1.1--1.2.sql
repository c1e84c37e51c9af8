-- robots--1.1--1.2.sql: from 1.1 to 1.2, the functions the catalog
-- describes (new ones, and those whose C code is now the catalog's).

\echo Use "ALTER EXTENSION robots UPDATE TO '1.2'" to load this file. \quit

-- Written by pg_script from the catalog (ext/catalog): do not edit.
-- Every function the catalog describes and PostgreSQL offers.

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

-- robots_sitemaps: the Sitemap lines of a robots.txt
CREATE OR REPLACE FUNCTION robots_sitemaps("txt" text)
  RETURNS TABLE("url" text, "line" int) AS 'MODULE_PATHNAME', 'robots_sitemaps'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_sitemaps("txt" bytea)
  RETURNS TABLE("url" text, "line" int) AS 'MODULE_PATHNAME', 'robots_sitemaps'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_meta: the meta robots directives in force, as JSON
CREATE OR REPLACE FUNCTION robots_meta("content" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_meta'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_meta("content" text, "agent" text)
  RETURNS jsonb AS 'MODULE_PATHNAME', 'robots_meta'
  LANGUAGE C IMMUTABLE PARALLEL SAFE;

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

-- pg_script_hand.sql: the hand-written part of 1.2 that pg_script.sh puts
-- in robots--1.2.sql and robots--1.1--1.2.sql (not an install script).
-- access_log_entries gains the column host (vhost_combined's %v, or a
-- trailing quoted host): CREATE OR REPLACE cannot change RETURNS TABLE, so
-- the 1.1 functions are dropped and created again.
DROP FUNCTION access_log_entries(text, text);
DROP FUNCTION access_log_entries(bytea, text);
-- format: auto, common, combined, vhost_combined or nginx (NULL: auto); a
-- gzipped log needs bytea.
CREATE FUNCTION access_log_entries(log text, format text DEFAULT NULL)
  RETURNS TABLE(line bigint, client text, ident text, "user" text,
                "time" text, request text, method text, target text,
                protocol text, status int, bytes bigint, referer text,
                user_agent text, agent text, extra text, error text,
                raw text, host text)
  AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;
CREATE FUNCTION access_log_entries(log bytea, format text DEFAULT NULL)
  RETURNS TABLE(line bigint, client text, ident text, "user" text,
                "time" text, request text, method text, target text,
                protocol text, status int, bytes bigint, referer text,
                user_agent text, agent text, extra text, error text,
                raw text, host text)
  AS 'MODULE_PATHNAME', 'access_log_entries'
  LANGUAGE C IMMUTABLE PARALLEL SAFE ROWS 1000;
