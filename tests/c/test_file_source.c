/*
** test_file_source.c: files named by a path or glob (core/file_source.c)
** and the catalog's file readers over them (catalog/cat_read.c): a glob's
** regular files sorted by name, directories left out, the messages ("no
** file matches 'x'", " (only directories do)", "cannot read 'x': why",
** the path quoted as the engine quotes a value), a pattern with a NUL
** byte matching nothing; each reader gives its table's rows over a file,
** plain or gzip, with the filename column after the table's, and checks
** its options without a file.  On Windows (no glob(3)) a pattern names
** only itself: the checks of wildcards are skipped there.
*/
#include "check.h"
#include "core/file_source.h"
#include "catalog/cat_read.h"

#include <stdlib.h>
#include <sys/stat.h>
#include <zlib.h>
#if defined(_WIN32)
# include <direct.h>
# include <process.h>
# define testMkdir(z) _mkdir(z)
# define testRmdir(z) _rmdir(z)
# define testPid() _getpid()
# define TEST_DIR "test_file_source.%d"
#else
# include <unistd.h>
# define testMkdir(z) mkdir(z, 0700)
# define testRmdir(z) rmdir(z)
# define testPid() getpid()
# define TEST_DIR "/tmp/test_file_source.%d"
#endif

static char zDir[64];

/* zDir/zName into z[0..nz). */
static void testPath(char *z, size_t nz, const char *zName){
  snprintf(z, nz, "%s/%s", zDir, zName);
}

/* Write z[0..n) to zDir/zName (gzip when bGz). */
static void testWrite(const char *zName, const char *z, int bGz){
  char zPath[256];
  testPath(zPath, sizeof(zPath), zName);
  if( bGz ){
    gzFile g = gzopen(zPath, "wb");
    gzwrite(g, z, (unsigned)strlen(z));
    gzclose(g);
  }else{
    FILE *f = fopen(zPath, "wb");
    fwrite(z, 1, strlen(z), f);
    fclose(f);
  }
}

/* coreFileGlob of zDir/zPat: its result, the list in *p, the message in *pErr. */
static int testGlob(const char *zPat, CoreFileList *p, CoreBuf *pErr){
  char z[256];
  int n = snprintf(z, sizeof(z), "%s/%s", zDir, zPat);
  pErr->n = 0;
  return coreFileGlob(&coreLibcAlloc, z, (size_t)n, p, pErr);
}

/* 1 when b holds exactly zWant with zDir put for each %s. */
static int testMsg(const CoreBuf *b, const char *zWant){
  char z[512];
  int n = snprintf(z, sizeof(z), zWant, zDir);
  return b->n==(size_t)n && memcmp(b->z, z, (size_t)n)==0;
}

static void testGlobs(void){
  CoreFileList l;
  CoreBuf e;
  CoreFile f;
  char z[400];
  coreBufInit(&e, &coreLibcAlloc);
  memset(&l, 0, sizeof(l));
#if !defined(_WIN32)
  CHECK("file_glob_regular_files_sorted_by_name",
        testGlob("*.log*", &l, &e)==0 && l.n==2 && strstr(l.azPath[0], "/a.log")
        && strstr(l.azPath[1], "/b.log.gz"));
  CHECK("file_glob_no_match_names_the_pattern",
        testGlob("none*", &l, &e)==CORE_FILE_REFUSED && l.n==2
        && testMsg(&e, "no file matches '%s/none*'"));
#else
  checkSkip("file_glob_regular_files_sorted_by_name", "no glob(3) on Windows");
  CHECK("file_glob_without_glob_a_pattern_names_itself",
        testGlob("*.log*", &l, &e)==CORE_FILE_REFUSED && l.n==0
        && testGlob("b.log.gz", &l, &e)==0 && testGlob("a.log", &l, &e)==0 && l.n==2);
#endif
  CHECK("file_glob_appends_to_the_list", testGlob("s.xml", &l, &e)==0 && l.n==3);
  CHECK("file_glob_only_directories_says_so",
        testGlob("d1", &l, &e)==CORE_FILE_REFUSED
        && testMsg(&e, "no file matches '%s/d1' (only directories do)"));
  e.n = 0;
  CHECK("file_glob_nul_byte_matches_nothing",
        coreFileGlob(&coreLibcAlloc, "a\0b", 3, &l, &e)==CORE_FILE_REFUSED
        && e.n==24 && memcmp(e.z, "no file matches 'a\\x00b'", 24)==0);
  memset(z, 'x', sizeof(z));
  e.n = 0;
  CHECK("file_glob_message_quotes_at_most_300_bytes",
        coreFileGlob(&coreLibcAlloc, z, sizeof(z), &l, &e)==CORE_FILE_REFUSED
        && e.n==16+1+300+1+3);
  coreFileListFree(&coreLibcAlloc, &l);
  testPath(z, sizeof(z), "dir.log");
  e.n = 0;
  CHECK("file_open_refuses_a_directory",
        coreFileOpen(&f, z, &e)==CORE_FILE_REFUSED
        && testMsg(&e, "cannot read '%s/dir.log': not a regular file"));
  coreFileClose(&f);
  coreFileClose(&f);
  coreBufFree(&e);
}

/* Rows of reader r over file zName with option zOpt (NULL: none): their
** count, and the line and filename of the last in *piLine, zFile. */
static int testRead(const CatReader *r, const char *zName, const char *zOpt,
                    int64_t *piLine, char *zFile){
  CatConn *pConn = catConnOpen(&coreLibcAlloc);
  CatCtx c;
  CatReadFile rf;
  CatValue a[2], v;
  char zPath[256];
  int n = 0, bEof = 0, rc, iLine = r->pFunc->pTable->nCol - 1;
  memset(a, 0, sizeof(a));
  memset(&rf, 0, sizeof(rf));
  if( zOpt ){ a[1].eType = CAT_V_TEXT; a[1].s.z = zOpt; a[1].s.n = strlen(zOpt); }
  if( strcmp(r->zName, "read_access_log")==0 ) iLine = 0;
  testPath(zPath, sizeof(zPath), zName);
  catCtxInit(&c, r->pFunc, &coreLibcAlloc, NULL, pConn);
  rc = catReadOpen(&rf, &c, r, zPath, a, 2);
  while( rc==CAT_OK && (rc = catReadNext(&rf, &c, &bEof))==CAT_OK && !bEof ){
    n++;
    catReadColumn(&rf, &c, iLine, &v);
    *piLine = v.i;
    catReadColumn(&rf, &c, r->pFunc->pTable->nCol, &v);
    snprintf(zFile, 256, "%.*s", (int)v.s.n, v.s.z);
  }
  if( rc!=CAT_OK ) n = -1;
  catReadFree(&rf, &coreLibcAlloc);
  catCtxFree(&c);
  catConnClose(pConn);
  return n;
}

static void testReaders(void){
  const CatReader *log = catReaders[0], *sm = catReaders[1];
  CatConn *pConn = catConnOpen(&coreLibcAlloc);
  CatCtx c;
  CatValue a[2];
  int64_t iLine = 0;
  char zFile[256] = "", zWant[256];
  CoreFileList l, l0;
  CoreBuf e;
  coreBufInit(&e, &coreLibcAlloc);
  memset(&l, 0, sizeof(l));
  memset(&l0, 0, sizeof(l0));
  testGlob("a.log", &l, &e);
  coreBufFree(&e);
  CHECK("read_readers_are_named", catReaderCount==2
        && strcmp(log->zName, "read_access_log")==0 && strcmp(sm->zName, "read_sitemap")==0
        && strcmp(catReadFilename.zName, "filename")==0);
  testPath(zWant, sizeof(zWant), "b.log.gz");
  CHECK("read_access_log_gzip_file_rows_and_filename",
        testRead(log, "b.log.gz", NULL, &iLine, zFile)==2 && iLine==3
        && strcmp(zFile, zWant)==0);
  CHECK("read_access_log_plain_file_with_format",
        testRead(log, "a.log", "common", &iLine, zFile)==2 && iLine==3);
  CHECK("read_sitemap_file_rows_and_line",
        testRead(sm, "s.xml", "https://e.com/", &iLine, zFile)==2 && iLine==1);
  CHECK("read_missing_file_is_refused", testRead(sm, "gone.xml", NULL, &iLine, zFile)==-1);
  memset(a, 0, sizeof(a));
  a[1].eType = CAT_V_TEXT;
  a[1].s.z = "odd";
  a[1].s.n = 3;
  catCtxInit(&c, log->pFunc, &coreLibcAlloc, NULL, pConn);
  CHECK("read_check_refuses_an_unknown_format_without_a_file",
        catReadCheck(&c, log, &l, a, 2)==CAT_REFUSED && c.err.n>18
        && memcmp(c.err.z, "unknown format 'odd'", 20)==0);
  a[1].eType = CAT_V_NULL;
  CHECK("read_check_takes_no_format", catReadCheck(&c, log, &l, a, 2)==CAT_OK);
  CHECK("read_check_refuses_an_empty_list_of_paths", catReadCheck(&c, log, &l0, a, 2)==CAT_REFUSED
        && c.err.n==26 && memcmp(c.err.z, "the list of paths is empty", 26)==0);
  CHECK("read_add_refuses_a_null_path", catReadAdd(&c, NULL, &a[1])==CAT_REFUSED
        && c.err.n==25);
  catCtxFree(&c);
  catConnClose(pConn);
  coreFileListFree(&coreLibcAlloc, &l);
}

int main(void){
  static const char zLog[] =
    "1.2.3.4 - - [17/May/2015:10:05:03 +0000] \"GET /a HTTP/1.1\" 200 5\n\n"
    "1.2.3.4 - - [17/May/2015:10:05:04 +0000] \"GET /b HTTP/1.1\" 404 -\n";
  static const char *const azFile[] = { "a.log", "b.log.gz", "s.xml" };
  static const char *const azDir[] = { "dir.log", "d1" };
  char z[300];
  size_t i;
  snprintf(zDir, sizeof(zDir), TEST_DIR, (int)testPid());
  if( testMkdir(zDir) ){ checkSkip("file_source", "no temporary folder"); return 0; }
  testWrite("a.log", zLog, 0);
  testWrite("b.log.gz", zLog, 1);
  testWrite("s.xml", "<urlset><url><loc>/x</loc></url><url><loc>/y</loc></url></urlset>", 0);
  for(i=0; i<2; i++){ testPath(z, sizeof(z), azDir[i]); testMkdir(z); }
  testGlobs();
  testReaders();
  for(i=0; i<3; i++){ testPath(z, sizeof(z), azFile[i]); remove(z); }
  for(i=0; i<2; i++){ testPath(z, sizeof(z), azDir[i]); testRmdir(z); }
  testRmdir(zDir);
  CHECK_DONE();
}
