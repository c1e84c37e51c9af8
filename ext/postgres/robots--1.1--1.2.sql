-- robots--1.1--1.2.sql: from 1.1 to 1.2, the functions the catalog
-- describes (new ones, and those whose C code is now the catalog's).

\echo Use "ALTER EXTENSION robots UPDATE TO '1.2'" to load this file. \quit

-- Written by pg_script from the catalog (ext/catalog): do not edit.
-- Every function the catalog describes and PostgreSQL offers.

-- robots_path: the path robots.txt rules are matched against
CREATE OR REPLACE FUNCTION robots_path("url" text)
  RETURNS text AS 'MODULE_PATHNAME', 'robots_path'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- robots_sitemaps: the Sitemap lines of a robots.txt
CREATE OR REPLACE FUNCTION robots_sitemaps("txt" text)
  RETURNS TABLE("url" text, "line" int) AS 'MODULE_PATHNAME', 'robots_sitemaps'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION robots_sitemaps("txt" bytea)
  RETURNS TABLE("url" text, "line" int) AS 'MODULE_PATHNAME', 'robots_sitemaps'
  LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
