/*
** host.c: a small DuckDB shell for the tests and the benchmark.  It opens
** an in-memory database that allows unsigned extensions, reads SQL from
** stdin, runs each statement in turn and prints every result row as its
** columns joined by '|', each as DuckDB's VARCHAR cast shows it, as DuckDB's
** own shell does (LISTs [a, b], STRUCTs {'k': v}, MAPs {k=v}, BLOBs \xNN;
** a NULL column as empty, NULL inside a LIST as NULL); statements other
** than queries print nothing.  A failing statement prints "Error:
** <message>" and the run goes on; the exit status is 1 when any failed.
** Input without a statement (empty, blanks, comments) does nothing and
** exits 0.  With -t, each statement's wall time and the process's CPU time
** (all threads) are printed to stderr as "time <wall seconds> <cpu
** seconds>".  With -i MS, the last statement is interrupted
** (duckdb_interrupt, as a client's Ctrl-C) MS milliseconds after it
** starts.  -h or --help prints the usage (hostUsage); another option is
** refused with it (exit 2).
**
**   dist/duckdb/host [-t] [-i MS] < script.sql
*/
#include <duckdb.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* All of stdin as a NUL-terminated string (NULL when out of memory). */
static char *hostReadAll(void){
  size_t n = 0, nAlloc = 65536;
  char *z = malloc(nAlloc);
  size_t k;
  while( z && (k = fread(z+n, 1, nAlloc-n-1, stdin))>0 ){
    n += k;
    if( nAlloc-n<2 ){
      char *zNew = realloc(z, nAlloc*2);
      if( zNew==NULL ){ free(z); return NULL; }
      z = zNew;
      nAlloc *= 2;
    }
  }
  if( z ) z[n] = 0;
  return z;
}

/* Whether row of a vector with validity mask m holds a value (m NULL: all do). */
static int hostValid(uint64_t *m, idx_t row){
  return m==NULL || duckdb_validity_row_is_valid(m, row);
}

/* String s of a vector of type e (VARCHAR, BLOB or BIT, whose bytes are
** its padding then its bits) as a value. */
static duckdb_value hostString(duckdb_string_t *s, duckdb_type e){
  const char *z = duckdb_string_t_data(s);
  idx_t n = duckdb_string_t_length(*s);
  duckdb_bit b;
  if( e==DUCKDB_TYPE_VARCHAR ) return duckdb_create_varchar_length(z, n);
  if( e==DUCKDB_TYPE_BLOB ) return duckdb_create_blob((const uint8_t*)z, n);
  b.data = (uint8_t*)z;
  b.size = n;
  return duckdb_create_bit(b);
}

/* Row row of DECIMAL vector data d of type t as a value. */
static duckdb_value hostDecimal(void *d, duckdb_logical_type t, idx_t row){
  duckdb_decimal x;
  int64_t v = 0;
  x.width = duckdb_decimal_width(t);
  x.scale = duckdb_decimal_scale(t);
  switch( duckdb_decimal_internal_type(t) ){
    case DUCKDB_TYPE_SMALLINT: v = ((int16_t*)d)[row]; break;
    case DUCKDB_TYPE_INTEGER:  v = ((int32_t*)d)[row]; break;
    case DUCKDB_TYPE_BIGINT:   v = ((int64_t*)d)[row]; break;
    default: x.value = ((duckdb_hugeint*)d)[row]; return duckdb_create_decimal(x);
  }
  x.value.lower = (uint64_t)v;
  x.value.upper = v<0 ? -1 : 0;
  return duckdb_create_decimal(x);
}

/* Row row of ENUM vector data d of type t as a value. */
static duckdb_value hostEnum(void *d, duckdb_logical_type t, idx_t row){
  uint64_t k;
  switch( duckdb_enum_internal_type(t) ){
    case DUCKDB_TYPE_UTINYINT:  k = ((uint8_t*)d)[row]; break;
    case DUCKDB_TYPE_USMALLINT: k = ((uint16_t*)d)[row]; break;
    default:                    k = ((uint32_t*)d)[row]; break;
  }
  return duckdb_create_enum_value(t, k);
}

/* Row row of UUID vector data d (stored with its top bit flipped). */
static duckdb_value hostUuid(void *d, idx_t row){
  duckdb_hugeint h = ((duckdb_hugeint*)d)[row];
  duckdb_uhugeint u;
  u.lower = h.lower;
  u.upper = (uint64_t)h.upper ^ ((uint64_t)1<<63);
  return duckdb_create_uuid(u);
}

/* BIGNUM string s: a 3-byte header (top bit set when positive, then the
** length) and the magnitude's bytes, big-endian; a negative number has all
** its bytes inverted.  As a value (NULL when out of memory). */
static duckdb_value hostBignum(duckdb_string_t *s){
  const uint8_t *z = (const uint8_t*)duckdb_string_t_data(s);
  idx_t n = duckdb_string_t_length(*s), i;
  duckdb_bignum b;
  duckdb_value r;
  if( n<3 ) return NULL;
  b.is_negative = (z[0] & 0x80)==0;
  b.size = n-3;
  if( (b.data = malloc(b.size ? b.size : 1))==NULL ) return NULL;
  for(i=0; i<b.size; i++) b.data[i] = b.is_negative ? (uint8_t)~z[3+i] : z[3+i];
  r = duckdb_create_bignum(b);
  free(b.data);
  return r;
}

/* Row row of a vector of a type that holds no other: a new value, or NULL
** for a type this shell does not know. */
static duckdb_value hostLeaf(duckdb_vector v, duckdb_logical_type t, idx_t row){
  void *d = duckdb_vector_get_data(v);
  switch( duckdb_get_type_id(t) ){
    case DUCKDB_TYPE_BOOLEAN:   return duckdb_create_bool(((bool*)d)[row]);
    case DUCKDB_TYPE_TINYINT:   return duckdb_create_int8(((int8_t*)d)[row]);
    case DUCKDB_TYPE_SMALLINT:  return duckdb_create_int16(((int16_t*)d)[row]);
    case DUCKDB_TYPE_INTEGER:   return duckdb_create_int32(((int32_t*)d)[row]);
    case DUCKDB_TYPE_BIGINT:    return duckdb_create_int64(((int64_t*)d)[row]);
    case DUCKDB_TYPE_UTINYINT:  return duckdb_create_uint8(((uint8_t*)d)[row]);
    case DUCKDB_TYPE_USMALLINT: return duckdb_create_uint16(((uint16_t*)d)[row]);
    case DUCKDB_TYPE_UINTEGER:  return duckdb_create_uint32(((uint32_t*)d)[row]);
    case DUCKDB_TYPE_UBIGINT:   return duckdb_create_uint64(((uint64_t*)d)[row]);
    case DUCKDB_TYPE_HUGEINT:   return duckdb_create_hugeint(((duckdb_hugeint*)d)[row]);
    case DUCKDB_TYPE_UHUGEINT:  return duckdb_create_uhugeint(((duckdb_uhugeint*)d)[row]);
    case DUCKDB_TYPE_FLOAT:     return duckdb_create_float(((float*)d)[row]);
    case DUCKDB_TYPE_DOUBLE:    return duckdb_create_double(((double*)d)[row]);
    case DUCKDB_TYPE_DATE:      return duckdb_create_date(((duckdb_date*)d)[row]);
    case DUCKDB_TYPE_TIME:      return duckdb_create_time(((duckdb_time*)d)[row]);
    case DUCKDB_TYPE_TIME_NS:   return duckdb_create_time_ns(((duckdb_time_ns*)d)[row]);
    case DUCKDB_TYPE_TIME_TZ:   return duckdb_create_time_tz_value(((duckdb_time_tz*)d)[row]);
    case DUCKDB_TYPE_TIMESTAMP: return duckdb_create_timestamp(((duckdb_timestamp*)d)[row]);
    case DUCKDB_TYPE_TIMESTAMP_TZ: return duckdb_create_timestamp_tz(((duckdb_timestamp*)d)[row]);
    case DUCKDB_TYPE_TIMESTAMP_S:  return duckdb_create_timestamp_s(((duckdb_timestamp_s*)d)[row]);
    case DUCKDB_TYPE_TIMESTAMP_MS: return duckdb_create_timestamp_ms(((duckdb_timestamp_ms*)d)[row]);
    case DUCKDB_TYPE_TIMESTAMP_NS: return duckdb_create_timestamp_ns(((duckdb_timestamp_ns*)d)[row]);
    case DUCKDB_TYPE_INTERVAL:  return duckdb_create_interval(((duckdb_interval*)d)[row]);
    case DUCKDB_TYPE_VARCHAR:
    case DUCKDB_TYPE_BLOB:
    case DUCKDB_TYPE_BIT:
      return hostString((duckdb_string_t*)d + row, duckdb_get_type_id(t));
    case DUCKDB_TYPE_BIGNUM:    return hostBignum((duckdb_string_t*)d + row);
    case DUCKDB_TYPE_DECIMAL:   return hostDecimal(d, t, row);
    case DUCKDB_TYPE_ENUM:      return hostEnum(d, t, row);
    case DUCKDB_TYPE_UUID:      return hostUuid(d, row);
    default:                    return NULL;
  }
}

static duckdb_value hostValue(duckdb_vector v, duckdb_logical_type t,
                              idx_t row, int depth);

/* The n elements of child vector c (type ct) from index i0, as new values
** in a new array (NULL when one fails; *pbOk is then 0). */
static duckdb_value *hostElems(duckdb_vector c, duckdb_logical_type ct,
                               idx_t i0, idx_t n, int depth, int *pbOk){
  duckdb_value *a = calloc(n ? n : 1, sizeof(*a));
  idx_t i;
  *pbOk = a!=NULL;
  for(i=0; a && i<n; i++){
    if( (a[i] = hostValue(c, ct, i0+i, depth+1))==NULL ) *pbOk = 0;
  }
  return a;
}

/* Free the n values of a and a itself. */
static void hostFreeElems(duckdb_value *a, idx_t n){
  idx_t i;
  for(i=0; a && i<n; i++) duckdb_destroy_value(&a[i]);
  free(a);
}

/* Row row of LIST vector v (bArray: ARRAY) of type t as a value. */
static duckdb_value hostList(duckdb_vector v, duckdb_logical_type t, idx_t row,
                             int depth, int bArray){
  duckdb_logical_type ct = bArray ? duckdb_array_type_child_type(t)
                                  : duckdb_list_type_child_type(t);
  duckdb_value r = NULL, *a;
  idx_t i0, n;
  int bOk;
  if( bArray ){
    n = duckdb_array_type_array_size(t);
    i0 = row*n;
  }else{
    duckdb_list_entry e = ((duckdb_list_entry*)duckdb_vector_get_data(v))[row];
    i0 = e.offset;
    n = e.length;
  }
  a = hostElems(bArray ? duckdb_array_vector_get_child(v)
                       : duckdb_list_vector_get_child(v), ct, i0, n, depth, &bOk);
  if( bOk ){
    r = bArray ? duckdb_create_array_value(ct, a, n)
               : duckdb_create_list_value(ct, a, n);
  }
  hostFreeElems(a, n);
  duckdb_destroy_logical_type(&ct);
  return r;
}

/* Row row of STRUCT vector v of type t as a value. */
static duckdb_value hostStruct(duckdb_vector v, duckdb_logical_type t,
                               idx_t row, int depth){
  idx_t n = duckdb_struct_type_child_count(t), i;
  duckdb_value r = NULL, *a = calloc(n ? n : 1, sizeof(*a));
  int bOk = a!=NULL;
  for(i=0; a && i<n; i++){
    duckdb_logical_type ct = duckdb_struct_type_child_type(t, i);
    a[i] = hostValue(duckdb_struct_vector_get_child(v, i), ct, row, depth+1);
    if( a[i]==NULL ) bOk = 0;
    duckdb_destroy_logical_type(&ct);
  }
  if( bOk ) r = duckdb_create_struct_value(t, a);
  hostFreeElems(a, n);
  return r;
}

/* Row row of MAP vector v (a LIST of STRUCT(key, value)) of type t. */
static duckdb_value hostMap(duckdb_vector v, duckdb_logical_type t, idx_t row,
                            int depth){
  duckdb_list_entry e = ((duckdb_list_entry*)duckdb_vector_get_data(v))[row];
  duckdb_vector kv = duckdb_list_vector_get_child(v);
  duckdb_logical_type kt = duckdb_map_type_key_type(t);
  duckdb_logical_type vt = duckdb_map_type_value_type(t);
  int bOk1, bOk2;
  duckdb_value r = NULL;
  duckdb_value *k = hostElems(duckdb_struct_vector_get_child(kv, 0), kt,
                              e.offset, e.length, depth, &bOk1);
  duckdb_value *w = hostElems(duckdb_struct_vector_get_child(kv, 1), vt,
                              e.offset, e.length, depth, &bOk2);
  if( bOk1 && bOk2 ) r = duckdb_create_map_value(t, k, w, e.length);
  hostFreeElems(k, e.length);
  hostFreeElems(w, e.length);
  duckdb_destroy_logical_type(&kt);
  duckdb_destroy_logical_type(&vt);
  return r;
}

/* Row row of UNION vector v (a STRUCT of the tag then the members) of type t. */
static duckdb_value hostUnion(duckdb_vector v, duckdb_logical_type t, idx_t row,
                              int depth){
  uint8_t tag = ((uint8_t*)duckdb_vector_get_data(
                   duckdb_struct_vector_get_child(v, 0)))[row];
  duckdb_logical_type mt = duckdb_union_type_member_type(t, tag);
  duckdb_value m = hostValue(duckdb_struct_vector_get_child(v, (idx_t)tag+1),
                             mt, row, depth+1);
  duckdb_value r = m ? duckdb_create_union_value(t, tag, m) : NULL;
  duckdb_destroy_value(&m);
  duckdb_destroy_logical_type(&mt);
  return r;
}

/* Row row of vector v of type t as a new value (NULL as SQL NULL); NULL
** for a type this shell cannot rebuild or nesting deeper than 64. */
static duckdb_value hostValue(duckdb_vector v, duckdb_logical_type t,
                              idx_t row, int depth){
  if( depth>64 ) return NULL;
  if( !hostValid(duckdb_vector_get_validity(v), row) ){
    return duckdb_create_null_value();
  }
  switch( duckdb_get_type_id(t) ){
    case DUCKDB_TYPE_LIST:   return hostList(v, t, row, depth, 0);
    case DUCKDB_TYPE_ARRAY:  return hostList(v, t, row, depth, 1);
    case DUCKDB_TYPE_STRUCT: return hostStruct(v, t, row, depth);
    case DUCKDB_TYPE_MAP:    return hostMap(v, t, row, depth);
    case DUCKDB_TYPE_UNION:  return hostUnion(v, t, row, depth);
    default:                 return hostLeaf(v, t, row);
  }
}

/* Print row row of column vector v of type t when its VARCHAR cast needs
** no value built (VARCHAR: itself, up to a NUL as a C string would; an
** integer: its decimal digits): 1, or 0 to go the general way. */
static int hostPrintFast(duckdb_vector v, duckdb_logical_type t, idx_t row){
  void *d = duckdb_vector_get_data(v);
  switch( duckdb_get_type_id(t) ){
    case DUCKDB_TYPE_VARCHAR: {
      duckdb_string_t *s = (duckdb_string_t*)d + row;
      const char *z = duckdb_string_t_data(s);
      fwrite(z, 1, strnlen(z, duckdb_string_t_length(*s)), stdout);
      return 1;
    }
    case DUCKDB_TYPE_INTEGER: printf("%ld", (long)((int32_t*)d)[row]); return 1;
    case DUCKDB_TYPE_BIGINT:  printf("%lld", (long long)((int64_t*)d)[row]); return 1;
    case DUCKDB_TYPE_UBIGINT:
      printf("%llu", (unsigned long long)((uint64_t*)d)[row]);
      return 1;
    default: return 0;
  }
}

/* Print row row of column vector v (type t) as DuckDB's VARCHAR cast shows
** it, which is what DuckDB's shell shows ([a, b], {'k': v}); a NULL prints
** nothing, a value this shell cannot rebuild "?". */
static void hostPrintCell(duckdb_vector v, duckdb_logical_type t, idx_t row){
  duckdb_value x;
  char *z;
  if( !hostValid(duckdb_vector_get_validity(v), row) ) return;
  if( hostPrintFast(v, t, row) ) return;
  x = hostValue(v, t, row, 0);
  z = x ? duckdb_get_varchar(x) : NULL;
  fputs(z ? z : "?", stdout);
  duckdb_free(z);
  duckdb_destroy_value(&x);
}

/* Print the rows of r, chunk by chunk. */
static void hostPrint(duckdb_result *r){
  idx_t nCol = duckdb_column_count(r), i, j;
  duckdb_data_chunk c;
  while( (c = duckdb_fetch_chunk(*r))!=NULL ){
    idx_t nRow = duckdb_data_chunk_get_size(c);
    for(i=0; i<nRow; i++){
      for(j=0; j<nCol; j++){
        duckdb_vector v = duckdb_data_chunk_get_vector(c, j);
        duckdb_logical_type t = duckdb_vector_get_column_type(v);
        if( j ) fputc('|', stdout);
        hostPrintCell(v, t, i);
        duckdb_destroy_logical_type(&t);
      }
      fputc('\n', stdout);
    }
    duckdb_destroy_data_chunk(&c);
  }
}

/* Seconds on clock c (CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID). */
static double hostNow(clockid_t c){
  struct timespec t;
  clock_gettime(c, &t);
  return (double)t.tv_sec + (double)t.tv_nsec/1e9;
}

/* Run statement i of st on con: 0 or 1 (failed). */
static int hostRun(duckdb_connection con, duckdb_extracted_statements st,
                   idx_t i, int bTime){
  duckdb_prepared_statement p = NULL;
  duckdb_result r;
  double t0 = hostNow(CLOCK_MONOTONIC), c0 = hostNow(CLOCK_PROCESS_CPUTIME_ID);
  int rc = 0;
  if( duckdb_prepare_extracted_statement(con, st, i, &p)==DuckDBError ){
    printf("Error: %s\n", duckdb_prepare_error(p));
    duckdb_destroy_prepare(&p);
    return 1;
  }
  if( duckdb_execute_prepared(p, &r)==DuckDBError ){
    printf("Error: %s\n", duckdb_result_error(&r));
    rc = 1;
  }else if( duckdb_prepared_statement_type(p)==DUCKDB_STATEMENT_TYPE_SELECT ){
    hostPrint(&r);                     /* not CREATE's count of rows */
  }
  if( bTime ){
    fprintf(stderr, "time %.3f %.3f\n", hostNow(CLOCK_MONOTONIC)-t0,
            hostNow(CLOCK_PROCESS_CPUTIME_ID)-c0);
  }
  duckdb_destroy_result(&r);
  duckdb_destroy_prepare(&p);
  fflush(stdout);
  return rc;
}

/* The interrupter of -i: the connection and the delay. */
typedef struct HostStop {
  duckdb_connection con;
  long ms;
} HostStop;

/* Sleep the delay, then interrupt the connection's running query. */
static void *hostStopThread(void *pv){
  HostStop *p = (HostStop*)pv;
  struct timespec t;
  t.tv_sec = p->ms/1000;
  t.tv_nsec = (p->ms%1000)*1000000L;
  nanosleep(&t, NULL);
  duckdb_interrupt(p->con);
  return NULL;
}

/* The usage text of -h and --help, and of a wrong option (on stderr). */
static const char hostUsage[] =
  "Usage: dist/duckdb/host [-t] [-i MS] < script.sql\n"
  "Runs the SQL on standard input in an in-memory DuckDB that loads unsigned\n"
  "extensions (LOAD 'dist/robots.duckdb_extension';), and prints each row\n"
  "with '|' between columns, as DuckDB shows them ([a, b], {'k': v}; NULL as\n"
  "nothing).  A failing statement prints \"Error: ...\" and the run goes on;\n"
  "the exit status is 1 when one failed.\n"
  "  -t        each statement's wall and CPU seconds on stderr: time W C\n"
  "  -i MS     interrupt the last statement MS milliseconds after it starts\n"
  "  -h, --help  this text (DuckDB's -help too)\n"
  "Example:\n"
  "  echo \"LOAD 'dist/robots.duckdb_extension'; SELECT robots_version();\" | dist/duckdb/host\n";

/* Read the options into *pbTime and *pMs: 0, or the exit status to end
** with (0 after -h or --help, 2 after a wrong option), usage printed. */
static int hostOptions(int argc, char **argv, int *pbTime, long *pMs){
  int k;
  for(k=1; k<argc; k++){
    if( strcmp(argv[k], "-t")==0 ){
      *pbTime = 1;
    }else if( strcmp(argv[k], "-i")==0 && k+1<argc ){
      *pMs = atol(argv[++k]);
    }else if( strcmp(argv[k], "-h")==0 || strcmp(argv[k], "--help")==0
           || strcmp(argv[k], "-help")==0 ){
      fputs(hostUsage, stdout);
      return -1;
    }else{
      fprintf(stderr, "host: unknown option '%s'\n%s", argv[k], hostUsage);
      return 2;
    }
  }
  return 0;
}

int main(int argc, char **argv){
  duckdb_database db;
  duckdb_connection con;
  duckdb_config cfg;
  duckdb_extracted_statements st = NULL;
  char *zErr = NULL, *zSql;
  idx_t n, i;
  int bTime = 0, nFail = 0, rc;
  HostStop stop = { NULL, -1 };
  pthread_t th;
  if( (rc = hostOptions(argc, argv, &bTime, &stop.ms))!=0 ) return rc<0 ? 0 : rc;
  if( (zSql = hostReadAll())==NULL ) return 2;
  duckdb_create_config(&cfg);
  duckdb_set_config(cfg, "allow_unsigned_extensions", "true");
  if( duckdb_open_ext(NULL, &db, cfg, &zErr)==DuckDBError ){
    fprintf(stderr, "host: %s\n", zErr ? zErr : "cannot open");
    return 2;
  }
  duckdb_destroy_config(&cfg);
  duckdb_connect(db, &con);
  n = duckdb_extract_statements(con, zSql, &st);
  if( n==0 && duckdb_extract_statements_error(st)!=NULL ){
    printf("Error: %s\n", duckdb_extract_statements_error(st));
    nFail = 1;
  }
  stop.con = con;
  for(i=0; i<n; i++){
    int bStop = i+1==n && stop.ms>=0
             && pthread_create(&th, NULL, hostStopThread, &stop)==0;
    nFail += hostRun(con, st, i, bTime);
    if( bStop ) pthread_join(th, NULL);
  }
  duckdb_destroy_extracted(&st);
  duckdb_disconnect(&con);
  duckdb_close(&db);
  free(zSql);
  return nFail ? 1 : 0;
}
