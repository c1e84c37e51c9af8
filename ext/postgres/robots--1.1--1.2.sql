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
