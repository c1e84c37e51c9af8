-- A urlset that uses all four extensions the way Google documents them (images, videos
-- with every checked child, news, hreflang alternates with the page itself and
-- x-default) gives no sitemap_lint row at all.  Every line must end in |1.
create temp table v(doc);
insert into v values('<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
        xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"
        xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"
        xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://www.example.com/en/grilling</loc>
    <lastmod>2024-03-01T10:00:00+01:00</lastmod>
    <image:image><image:loc>https://cdn.example.net/steak.jpg</image:loc></image:image>
    <image:image>
      <image:loc>https://www.example.com/img/grill.png</image:loc>
    </image:image>
    <video:video>
      <video:thumbnail_loc>https://www.example.com/thumbs/123.jpg</video:thumbnail_loc>
      <video:title>Grilling steaks for summer</video:title>
      <video:description>Alkis shows you how to get perfectly done steaks every
        time &amp; all summer</video:description>
      <video:content_loc>http://streamserver.example.com/video123.mp4</video:content_loc>
      <video:player_loc>https://www.example.com/videoplayer.php?video=123</video:player_loc>
      <video:duration>600</video:duration>
      <video:expiration_date>2030-11-05T19:20:30+08:00</video:expiration_date>
      <video:rating>4.2</video:rating>
      <video:view_count>12345</video:view_count>
      <video:publication_date>2024-02-05T19:20:30+08:00</video:publication_date>
      <video:family_friendly>yes</video:family_friendly>
      <video:restriction relationship="allow">IE GB US CA</video:restriction>
      <video:platform relationship="allow">web tv</video:platform>
      <video:requires_subscription>no</video:requires_subscription>
      <video:uploader info="https://www.example.com/users/grillymcgrillerson">GrillyMcGrillerson</video:uploader>
      <video:live>no</video:live>
      <video:tag>steak</video:tag><video:tag>grill</video:tag>
    </video:video>
    <video:video>
      <video:thumbnail_loc><![CDATA[https://www.example.com/thumbs/345.jpg?a=1&b=2]]></video:thumbnail_loc>
      <video:title>Grilling steaks for winter</video:title>
      <video:description>In the freezing cold, Roman shows you how to get perfectly done steaks.</video:description>
      <video:player_loc>https://www.example.com/videoplayer.php?video=345</video:player_loc>
    </video:video>
    <news:news>
      <news:publication>
        <news:name>The Example Times</news:name>
        <news:language>en</news:language>
      </news:publication>
      <news:publication_date>2024-03-01</news:publication_date>
      <news:title>Companies A, B in Merger Talks</news:title>
    </news:news>
    <xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/grillen"/>
    <xhtml:link rel="alternate" hreflang="en-GB" href="https://www.example.com/en/grilling"/>
    <xhtml:link rel="alternate" hreflang="zh-Hant-TW" href="https://www.example.com/zh-tw/grilling"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/grilling"/>
    <xhtml:link rel="amphtml" href="https://www.example.com/amp/en/grilling"/>
  </url>
  <url>
    <loc>https://www.example.com/de/grillen</loc>
    <news:news>
      <news:publication><news:name>Die Beispielzeitung</news:name><news:language>de</news:language></news:publication>
      <news:publication_date>2024-03-01T09:30:00.25Z</news:publication_date>
      <news:title>Firmen A und B verhandeln</news:title>
    </news:news>
    <xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/grillen"/>
    <xhtml:link rel="alternate" hreflang="en-GB" href="https://www.example.com/en/grilling"/>
  </url>
  <url>
    <loc>https://www.example.com/zh-tw/grilling</loc>
    <news:news>
      <news:publication><news:name>Example Daily</news:name><news:language>zh-tw</news:language></news:publication>
      <news:publication_date>2024-03-01T09:30+08:00</news:publication_date>
      <news:title>Title</news:title>
    </news:news>
  </url>
</urlset>');
select 'extensions_valid_no_rows', (select count(*) from v, sitemap_lint(v.doc, 'https://www.example.com/sitemap.xml'))=0;
select 'extensions_valid_no_rows_without_sitemap_url', (select count(*) from v, sitemap_lint(v.doc))=0;
select 'extensions_valid_read_as_written', (select count(*) from v, sitemap_entries(v.doc) e
  where json_array_length(e.images)=2 and json_array_length(e.videos)=2
    and json_array_length(e.news)=1 and json_array_length(e.alternates)=4)=1;
-- The same document gzipped reads through the window path and lints the same.
select 'extensions_valid_gzipped_no_rows', (select count(*) from v, sitemap_lint(sitemap_gzip(v.doc)))=0;
