/*
** cat_list.h: every function description of dist/robots, in the order the
** reference lists them: CAT_LIST(X) applies X(variable, sql_name) to each.
** catalog.c makes the list catFuncs from it; the PostgreSQL binding makes
** one C symbol per function (the name its install scripts use).  A new
** function is one line here and its description in a cat_*.c file.
*/
#ifndef ROBOTS_CAT_LIST_H
#define ROBOTS_CAT_LIST_H

#define CAT_LIST(X) \
  X(catAllowedFunc, robots_allowed) \
  X(catExplainFunc, robots_explain) \
  X(catDelayFunc, robots_crawl_delay) \
  X(catPathFunc, robots_path) \
  X(catUrlFunc, robots_url) \
  X(catRulesFunc, robots_rules) \
  X(catAgentFunc, robots_agent) \
  X(catCacheSizeFunc, robots_cache_size) \
  X(catCacheStatsFunc, robots_cache_stats) \
  X(catVersionFunc, robots_version) \
  X(catAgentsFunc, robots_agents) \
  X(catSitemapsFunc, robots_sitemaps) \
  X(catDirectivesFunc, robots_directives) \
  X(catLintFunc, robots_lint) \
  X(catFlipFunc, robots_flip) \
  X(catUsageFlipFunc, robots_usage_flip) \
  X(catDiffFunc, robots_diff) \
  X(catUsageFunc, robots_usage) \
  X(catUsageAllowsFunc, robots_usage_allows) \
  X(catUsageRulesFunc, robots_usage_rules) \
  X(catUsageHeaderFunc, robots_usage_header) \
  X(catTdmrepFunc, robots_tdmrep) \
  X(catTdmrepLintFunc, robots_tdmrep_lint) \
  X(catRslTermsFunc, rsl_terms) \
  X(catCrawlerListFunc, robots_crawler_list) \
  X(catSigFunc, crawler_signature) \
  X(catMetaFunc, robots_meta) \
  X(catMetaEachFunc, robots_meta_each) \
  X(catIndexableFunc, robots_indexable) \
  X(catEntriesFunc, sitemap_entries) \
  X(catSmLintFunc, sitemap_lint) \
  X(catFormatFunc, sitemap_format) \
  X(catInScopeFunc, sitemap_in_scope) \
  X(catNormalizeFunc, sitemap_url_normalize) \
  X(catGzipFunc, sitemap_gzip) \
  X(catCheckFunc, sitemap_check) \
  X(catCrawlerRangesFunc, crawler_ranges) \
  X(catCrawlerInRangeFunc, crawler_in_range) \
  X(catCrawlerVerifyFunc, crawler_verify) \
  X(catCrawlerIpFunc, crawler_ip) \
  X(catAccessLogFunc, access_log_entries) \
  /* the end of the list */

/* The aggregates and window functions (CatFunc.pAgg set), in the
** reference's order: catAggFuncs. */
#define CAT_AGG_LIST(X) \
  X(catUrlsetFunc, sitemap_urlset) \
  X(catIndexFunc, sitemap_index) \
  X(catPartFunc, sitemap_part) \
  /* the end of the list */

#endif /* ROBOTS_CAT_LIST_H */
