"""The mistakes users make with a robots.txt or a sitemap argument are SQL
errors that say what was likely meant (robots_mixup.c), never a quiet
"allowed"; the files that only look odd (one line, no rules, empty) are
still read as Google reads them."""
import sqlite3

from pycheck import check, connect, done

FILE = "User-agent: *\nDisallow: /private\n"
URL = "https://example.com/private/a"


def error_of(db, sql, args=()):
    """The SQL error's text, or None."""
    try:
        db.execute(sql, args).fetchall()
    except sqlite3.Error as e:
        return str(e)
    return None


db = connect()
A = "SELECT robots_allowed(?, ?, ?)"
for name, sql, args, want in [
    ("mixup_sql_file_and_crawler_swapped", A, ("Googlebot", FILE, URL),
     "robots_allowed(): agent holds a robots.txt"),
    ("mixup_sql_url_agent_txt", A, (URL, "Googlebot", FILE), "txt and url are swapped"),
    ("mixup_sql_txt_url_agent", A, (FILE, URL, "Googlebot"), "agent and url are swapped"),
    ("mixup_sql_url_txt_agent", A, (URL, FILE, "Googlebot"), "rotated"),
    ("mixup_sql_agent_url_txt", A, ("Googlebot", URL, FILE), "rotated"),
    ("mixup_sql_txt_is_url_says_robots_fetch", A,
     ("https://example.com/robots.txt", "Googlebot", "/"), "robots_fetch"),
    ("mixup_sql_txt_is_path_says_readfile", A, ("robots/shop.txt", "a", "/"), "readfile()"),
    ("mixup_sql_txt_is_etc_path_says_readfile", A, ("/etc/robots.txt", "a", "/"), "readfile()"),
    ("mixup_sql_txt_is_windows_path_says_readfile", A, ("C:\\x\\robots.txt", "a", "/"),
     "readfile()"),
    ("mixup_sql_txt_escaped_x0a", A, ("User-agent: *\\x0ADisallow: /", "a", "/"), "escaped"),
    ("mixup_sql_txt_escaped_backslash_n", A, ("User-agent: *\\nDisallow: /", "a", "/"),
     "escaped"),
    ("mixup_sql_explain_too", "SELECT robots_explain(?, ?, ?)",
     ("https://example.com/robots.txt", "a", "/"), "robots_explain(): txt is a URL"),
    ("mixup_sql_crawl_delay_too", "SELECT robots_crawl_delay(?, ?)",
     ("robots/shop.txt", "a"), "robots_crawl_delay(): txt is a file path"),
    ("mixup_sql_crawl_delay_url_as_agent", "SELECT robots_crawl_delay(?, ?)",
     (FILE, URL), "not a crawler"),
    ("mixup_sql_status_deciding_still_checks_the_order",
     "SELECT robots_allowed(?, ?, ?, 404)", ("Googlebot", FILE, URL), "line breaks"),
    ("mixup_sql_sitemap_url_says_sitemap_fetch", "SELECT * FROM sitemap_entries(?)",
     ("https://example.com/sitemap.xml",), "sitemap_entries(): the document is a URL"),
    ("mixup_sql_sitemap_path_says_readfile", "SELECT * FROM sitemap_entries(?)",
     ("sitemaps/sitemap.xml",), "readfile()"),
    # every function that takes a robots.txt checks it, by the catalog's roles
    ("mixup_sql_lint_txt_is_url", "SELECT * FROM robots_lint(?)",
     ("https://example.com/robots.txt",), "robots_lint(): txt is a URL"),
    ("mixup_sql_sitemaps_txt_is_path", "SELECT * FROM robots_sitemaps(?)",
     ("robots/shop.txt",), "robots_sitemaps(): txt is a file path"),
    ("mixup_sql_agents_txt_escaped", "SELECT * FROM robots_agents(?)",
     ("User-agent: *\\nDisallow: /",), "robots_agents(): txt has no line break but escaped"),
    ("mixup_sql_directives_txt_is_url", "SELECT * FROM robots_directives(?)",
     ("https://example.com/robots.txt",), "robots_directives(): txt is a URL"),
    ("mixup_sql_usage_allows_swapped", "SELECT robots_usage_allows(?, ?, ?, 'train-ai')",
     ("GPTBot", FILE, URL), "robots_usage_allows(): agent holds a robots.txt"),
    ("mixup_sql_flip_new_is_url", "SELECT robots_flip(?, ?, 'a', '/')",
     (FILE, "https://example.com/robots.txt"), "robots_flip(): new is a URL"),
    ("mixup_sql_flip_agent_is_file", "SELECT robots_flip(?, ?, ?, '/')",
     (FILE, FILE, FILE), "robots_flip(): agent holds line breaks"),
    ("mixup_sql_flip_url_is_file", "SELECT robots_flip(?, ?, 'a', ?)",
     (FILE, FILE, FILE), "robots_flip(): url holds line breaks"),
    ("mixup_sql_diff_old_is_path", "SELECT * FROM robots_diff(?, ?)",
     ("robots/old.txt", FILE), "robots_diff(): old is a file path"),
    ("mixup_sql_sitemap_format_doc_is_url", "SELECT sitemap_format(?)",
     ("https://example.com/sitemap.xml",), "sitemap_format(): the document is a URL"),
]:
    e = error_of(db, sql, args)
    check(name, e is not None and want in e, e)

for name, txt, agent, want in [
    ("mixup_sql_single_user_agent_line_is_a_file", "User-agent: *", "a", 1),
    ("mixup_sql_single_disallow_line_is_a_file", "Disallow: /", "a", 1),
    ("mixup_sql_single_sitemap_line_is_a_file", "Sitemap: https://example.com/s.xml", "a", 1),
    ("mixup_sql_empty_txt_is_allowed", "", "a", 1),
    ("mixup_sql_junk_among_rules_is_read", "junk\nUser-agent: *\nDisallow: /", "a", 0),
    ("mixup_sql_full_user_agent_header_is_a_crawler", FILE,
     "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", 0),
]:
    try:
        got = db.execute(A, (txt, agent, URL)).fetchone()[0]
    except sqlite3.Error as e:
        got = str(e)
    check(name, got == want, got)

rows = db.execute("SELECT count(*) FROM sitemap_entries(?, ?)",
                  ("<urlset><url><loc>/a</loc></url></urlset>", "https://e.com/")).fetchone()
check("mixup_sql_sitemap_one_line_xml_is_read", rows[0] == 1, rows)
done()
