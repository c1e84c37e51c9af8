/*
** test_crawler_sig.c: signed requests (ext/crawler/crawler_sig.c): RFC
** 9421's Ed25519 example (Appendix B.2.6), the Web Bot Auth test vectors
** (the architecture draft's, signed with RFC 9421's Ed25519 test key), a
** request covering every derived component, and each way a signature
** fails.  Also the pieces: strict Base 64, RFC 9651 serialization of
** inner lists, the JSON readers' refusals, and linear cost on adversarial
** inputs.  Each check is named after the rule it verifies.
*/
#include "crawler/crawler_sig.h"
#include "crawler/crawler_sig_crypto.h"
#include "core/base64.h"
#include "core/sfv.h"
#include "check.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* RFC 9421 B.1.4's Ed25519 test key, by kid and (through its JWK
** thumbprint) without. */
#define KEY_X "\"x\":\"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs\""
static const char zKeys[] =
  "{\"keys\":[{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"kid\":\"test-key-ed25519\","
  KEY_X "}]}";
static const char zKeysNoKid[] =
  "{\"keys\":[{\"kty\":\"RSA\",\"e\":\"AQAB\",\"n\":\"xx\"},"
  "{\"kty\":\"OKP\",\"crv\":\"Ed25519\"," KEY_X ",\"use\":\"sig\"}]}";
/* Another Ed25519 key, published under the test key's kid. */
static const char zKeysOther[] =
  "{\"keys\":[{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"kid\":\"test-key-ed25519\","
  "\"x\":\"YKWk1MhizfK5I3XGyWG_s90QKbKb8MO6ivrdLfsJpo0\"}]}";
#define THUMB "poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U"

/* RFC 9421 B.2.6: the test request, signed. */
#define B26_INPUT "sig-b26=(\\\"date\\\" \\\"@method\\\" \\\"@path\\\" " \
  "\\\"@authority\\\" \\\"content-type\\\" \\\"content-length\\\");" \
  "created=1618884473;keyid=\\\"test-key-ed25519\\\""
#define B26_SIG "sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1" \
  "u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:"
#define B26_URL "https://example.com/foo?param=Value&Pet=dog"

/* The fields of B.2.6's request; zDate replaces its Date. */
static void b26Headers(char *z, size_t n, const char *zDate, int bLength){
  snprintf(z, n, "{\"Host\":\"example.com\",\"Date\":\"%s\","
    "\"Content-Type\":\"application/json\",\"Content-Digest\":\"sha-512=:WZDPa"
    "Vn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEm"
    "THWXvJwew==:\"%s,\"Signature-Input\":\"" B26_INPUT "\","
    "\"Signature\":\"" B26_SIG "\"}", zDate,
    bLength ? ",\"Content-Length\":\"18\"" : "");
}

static char zOut[8192];

/* Verify; the answer (or the refusal) in zOut.  Returns the engine's code. */
static int run(const char *zMethod, const char *zUrl, const char *zHeaders,
               const char *zKeyDir, int64_t now){
  CrawlerSigArgs a;
  CoreBuf out, err;
  int rc;
  a.method.z = zMethod; a.method.n = strlen(zMethod);
  a.url.z = zUrl; a.url.n = strlen(zUrl);
  a.headers.z = zHeaders; a.headers.n = strlen(zHeaders);
  a.keys.z = zKeyDir; a.keys.n = strlen(zKeyDir);
  a.now = now;
  coreBufInit(&out, &coreLibcAlloc);
  coreBufInit(&err, &coreLibcAlloc);
  rc = crawlerSigVerify(&a, &out, &err, NULL);
  if( rc==1 ) snprintf(zOut, sizeof(zOut), "%.*s", (int)out.n, out.z);
  else snprintf(zOut, sizeof(zOut), "%.*s", (int)err.n, err.z ? err.z : "");
  coreBufFree(&out);
  coreBufFree(&err);
  return rc;
}

/* 1 when the answer contains zWant (printing it when not). */
static int has(const char *zWant){
  if( strstr(zOut, zWant) ) return 1;
  printf("#   want %s in %s\n", zWant, zOut);
  return 0;
}

/* RFC 9421 Appendix B.2.6 and variations of it. */
static void testRfc9421(void){
  char zH[2048];
  b26Headers(zH, sizeof(zH), "Tue, 20 Apr 2021 02:07:55 GMT", 1);
  CHECK("rfc9421_b26_ed25519_verifies",
        run("POST", B26_URL, zH, zKeys, 1618884473)==1
        && has("{\"verified\":true,\"label\":\"sig-b26\",\"keyid\":\"test-key-ed25519\","
               "\"tag\":null,\"created\":1618884473,\"expires\":null,"
               "\"signature_agent\":null}"));
  CHECK("rfc9421_b26_origin_form_url_with_host_field",
        run("POST", "/foo?param=Value&Pet=dog", zH, zKeys, 1618884473)==1
        && has("\"verified\":true"));
  CHECK("rfc9421_method_is_case_sensitive",
        run("post", B26_URL, zH, zKeys, 1618884473)==1
        && has("\"reason\":\"bad signature\""));
  CHECK("rfc9421_created_in_the_future_is_not_yet_valid",
        run("POST", B26_URL, zH, zKeys, 1618884472)==1
        && has("\"verified\":false") && has("\"reason\":\"not yet valid\""));
  CHECK("rfc9421_keyid_must_name_a_key",
        run("POST", B26_URL, zH, zKeysNoKid, 1618884473)==1
        && has("\"reason\":\"no matching key\""));
  CHECK("rfc9421_wrong_key_is_bad_signature",
        run("POST", B26_URL, zH, zKeysOther, 1618884473)==1
        && has("\"reason\":\"bad signature\""));
  b26Headers(zH, sizeof(zH), "Tue, 20 Apr 2021 02:07:56 GMT", 1);
  CHECK("rfc9421_tampered_field_is_bad_signature",
        run("POST", B26_URL, zH, zKeys, 1618884473)==1
        && has("\"reason\":\"bad signature\""));
  b26Headers(zH, sizeof(zH), "  Tue, 20 Apr 2021 02:07:55 GMT\\t", 1);
  CHECK("rfc9421_field_values_are_trimmed",
        run("POST", B26_URL, zH, zKeys, 1618884473)==1
        && has("\"verified\":true"));
  b26Headers(zH, sizeof(zH), "Tue, 20 Apr 2021 02:07:55 GMT", 0);
  CHECK("rfc9421_missing_covered_field",
        run("POST", B26_URL, zH, zKeys, 1618884473)==1
        && has("\"reason\":\"missing component\"") && has("content-length"));
  b26Headers(zH, sizeof(zH), "Tue, 20 Apr 2021 02:07:55 GMT", 1);
  CHECK("rfc9421_authority_from_url_not_host_field",
        run("POST", "https://example.org/foo", zH, zKeys, 1618884473)==1
        && has("\"reason\":\"bad signature\""));
}

/* The Web Bot Auth architecture draft's test vectors (Ed25519). */
#define WBA_URL "https://example.com/path/to/resource"
#define WBA_SIG1_INPUT "sig1=(\\\"@authority\\\");created=1735689600;keyid=\\\"" \
  THUMB "\\\";alg=\\\"ed25519\\\";expires=4889289600;nonce=\\\"zIW8+cdmA3vdYag" \
  "bxojpONwa/l0EKJ/O3/wD486VvsQjO/RxPaSt6ZxvQaMcQzNnqKN/mQ6hpGiFro2L2qkz5A==" \
  "\\\";tag=\\\"web-bot-auth\\\""
#define WBA_SIG1 "sig1=:QKN4fTdIYfh82fvoZCQiQA1weuozfCS/Led2zTMbewMMqH8PI2Wsy" \
  "/5c4ao6B6D09nraNQdBNOADg8aM1MqfCg==:"
#define WBA_SIG2_INPUT "sig2=(\\\"@authority\\\" \\\"signature-agent\\\";key=" \
  "\\\"agent2\\\");created=1735689600;keyid=\\\"" THUMB "\\\";alg=\\\"ed25519\\\"" \
  ";expires=4889289600;nonce=\\\"n9p433xm+NJ3ph3upfBIGmsuwHw387YV7Q/F+6BSpGCV" \
  "jYCqQw6rznNA8PVVLySrAWsv0hQtFioQb6E1YsauiA==\\\";tag=\\\"web-bot-auth\\\""
#define WBA_SIG2 "sig2=:RdNFx5Bj6au3YgAMQL/RzmUlZE8QZLIaXGRpw985hWnwPfMxT228N" \
  "Mk6ehRS1PSl4e8PhbNZACSanGdhEwYCCg==:"

static void testWebBotAuth(void){
  static const char zH1[] = "{\"signature-input\":\"" WBA_SIG1_INPUT "\","
    "\"signature\":\"" WBA_SIG1 "\"}";
  static const char zH2[] = "{\"Signature-Agent\":\"agent2=\\\"https://signa"
    "ture-agent.test\\\"\",\"signature-input\":\"" WBA_SIG2_INPUT "\","
    "\"signature\":\"" WBA_SIG2 "\"}";
  static const char zH2Lost[] = "{\"Signature-Agent\":\"agent1=\\\"https://signa"
    "ture-agent.test\\\"\",\"signature-input\":\"" WBA_SIG2_INPUT "\","
    "\"signature\":\"" WBA_SIG2 "\"}";
  /* Two signatures: an untagged bad one first, the tagged one second. */
  static const char zHTwo[] = "{\"signature-input\":[\"bad=(\\\"@method\\\")\","
    "\"" WBA_SIG1_INPUT "\"],\"signature\":\"bad=:" "AAAA:, " WBA_SIG1 "\"}";
  static const char zHBadFirst[] = "{\"signature-input\":\"x=(\\\"@path\\\");"
    "tag=\\\"web-bot-auth\\\", y=(\\\"@path\\\");tag=\\\"web-bot-auth\\\"\","
    "\"signature\":\"x=:AAAA:, y=:AAAA:\"}";
  CHECK("webbotauth_vector_sig1_keyid_is_jwk_thumbprint",
        run("GET", WBA_URL, zH1, zKeysNoKid, 1735689600)==1
        && has("{\"verified\":true,\"label\":\"sig1\",\"keyid\":\"" THUMB "\","
               "\"tag\":\"web-bot-auth\",\"created\":1735689600,"
               "\"expires\":4889289600,\"signature_agent\":null}"));
  CHECK("webbotauth_vector_sig1_default_port_dropped_from_authority",
        run("GET", "https://EXAMPLE.com:443/other?q", zH1, zKeys, 1735689600)==1
        && has("\"verified\":true"));
  CHECK("webbotauth_vector_sig1_other_port_kept_in_authority",
        run("GET", "https://example.com:8443/", zH1, zKeys, 1735689600)==1
        && has("\"reason\":\"bad signature\""));
  CHECK("webbotauth_expires_reached_is_expired",
        run("GET", WBA_URL, zH1, zKeys, 4889289600LL)==1
        && has("\"reason\":\"expired\"") && has("\"label\":\"sig1\""));
  CHECK("webbotauth_vector_sig2_signature_agent_dictionary_member",
        run("GET", WBA_URL, zH2, zKeys, 1735689600)==1
        && has("\"verified\":true") && has("\"signature_agent\":\"agent2="
               "\\\"https://signature-agent.test\\\"\""));
  CHECK("rfc9421_key_parameter_member_must_exist",
        run("GET", WBA_URL, zH2Lost, zKeys, 1735689600)==1
        && has("\"reason\":\"missing component\""));
  CHECK("webbotauth_tagged_signature_is_chosen",
        run("GET", WBA_URL, zHTwo, zKeys, 1735689600)==1
        && has("\"verified\":true") && has("\"label\":\"sig1\""));
  CHECK("webbotauth_first_failure_is_reported",
        run("GET", WBA_URL, zHBadFirst, zKeys, 1735689600)==1
        && has("\"label\":\"x\"") && has("\"reason\":\"bad signature\""));
}

/* A request covering every derived component, field lines joined, "bs",
** a String Signature-Agent; signed with the test key over the base
** RFC 9421 section 2.5 builds (by openssl pkeyutl). */
#define ALL_LIST "(\\\"@method\\\" \\\"@target-uri\\\" \\\"@authority\\\" " \
  "\\\"@scheme\\\" \\\"@request-target\\\" \\\"@path\\\" \\\"@query\\\" " \
  "\\\"accept\\\" \\\"accept\\\";bs \\\"signature-agent\\\")"
#define ALL_LIST_LOOSE "(  \\\"@method\\\"  \\\"@target-uri\\\" \\\"@authority\\\" " \
  "\\\"@scheme\\\" \\\"@request-target\\\" \\\"@path\\\" \\\"@query\\\" " \
  "\\\"accept\\\" \\\"accept\\\";bs=?1 \\\"signature-agent\\\" )"
#define ALL_PARAMS ";created=1700000000;expires=1700003600;keyid=\\\"" THUMB \
  "\\\";alg=\\\"ed25519\\\";nonce=\\\"abc\\\";tag=\\\"web-bot-auth\\\""
#define ALL_PARAMS_LOOSE ";created=0001700000000;expires=1700003600;keyid=\\\"" \
  THUMB "\\\";alg=\\\"ed25519\\\";nonce=\\\"abc\\\";tag=\\\"web-bot-auth\\\""
#define ALL_SIG "s=:DUnNbnzuKKWHUKCEuAa90+wEG889C5iQT3iCMShOiJtLe/DDo/xFTNYF" \
  "ou+qsbtWTwQzUjNANr7aLI5jC01TBQ==:"
#define ALL_URL "https://Example.COM:443/a%20b/c?x=1&y=%41#frag"

static void allHeaders(char *z, size_t n, const char *zList,
                       const char *zParams, const char *zAccept){
  snprintf(z, n, "{\"Accept\":%s,\"Signature-Agent\":\"\\\"https://agent."
    "example\\\"\",\"Signature-Input\":\"s=%s%s\",\"Signature\":\"" ALL_SIG "\"}",
    zAccept, zList, zParams);
}

static void testDerived(void){
  char zH[2048];
  const char *zAccept = "[\"text/html \",\" application/xml\"]";
  allHeaders(zH, sizeof(zH), ALL_LIST, ALL_PARAMS, zAccept);
  CHECK("rfc9421_every_derived_component_and_bs",
        run("GET", ALL_URL, zH, zKeys, 1700000000)==1
        && has("\"verified\":true") && has("\"signature_agent\":\"\\\"https://agent.example\\\"\""));
  allHeaders(zH, sizeof(zH), ALL_LIST_LOOSE, ALL_PARAMS_LOOSE, zAccept);
  CHECK("rfc9651_signature_params_line_is_reserialized",
        run("GET", ALL_URL, zH, zKeys, 1700000000)==1 && has("\"verified\":true"));
  allHeaders(zH, sizeof(zH), ALL_LIST, ALL_PARAMS, "\"text/html, application/xml\"");
  CHECK("rfc9421_bs_encodes_each_field_line",
        run("GET", ALL_URL, zH, zKeys, 1700000000)==1
        && has("\"reason\":\"bad signature\""));
  allHeaders(zH, sizeof(zH), ALL_LIST, ALL_PARAMS, zAccept);
  CHECK("rfc9421_query_is_covered",
        run("GET", "https://example.com/a%20b/c?x=1&y=A", zH, zKeys, 1700000000)==1
        && has("\"reason\":\"bad signature\""));
  CHECK("rfc9421_scheme_needs_an_absolute_url",
        run("GET", "/a%20b/c?x=1&y=%41", zH, zKeys, 1700000000)==1
        && has("\"reason\":\"missing component\""));
  CHECK("rfc9421_expires_one_second_before",
        run("GET", ALL_URL, zH, zKeys, 1700003599)==1 && has("\"verified\":true"));
}

/* A Signature member of 64 zero bytes. */
#define A10 "AAAAAAAAAA"
#define SIG64 "s=:" A10 A10 A10 A10 A10 A10 A10 A10 "AAAAAA==:"

/* Each way the fields and parameters can be malformed. */
static void testMalformed(void){
  static const struct { const char *zName, *zInput, *zSig, *zReason; } a[] = {
    { "rfc9651_signature_input_must_be_a_dictionary", "s=(\\\"@path\\\"", "s=:AAAA:", "malformed input" },
    { "rfc9651_signature_must_be_a_dictionary", "s=(\\\"@path\\\")", "s=AAAA==", "malformed input" },
    { "rfc9421_signature_input_member_is_an_inner_list", "s=\\\"@path\\\"", "s=:AAAA:", "malformed input" },
    { "rfc9421_signature_is_a_byte_sequence", "s=(\\\"@path\\\")", "s=\\\"AAAA\\\"", "malformed input" },
    { "rfc9421_label_needs_a_signature", "s=(\\\"@path\\\")", "t=:AAAA:", "malformed input" },
    { "rfc9421_components_are_strings", "s=(path);keyid=\\\"test-key-ed25519\\\"", SIG64, "malformed input" },
    { "rfc9421_created_is_an_integer", "s=(\\\"@path\\\");created=\\\"1\\\"", "s=:AAAA:", "malformed input" },
    { "rfc9421_alg_other_than_ed25519", "s=(\\\"@path\\\");alg=\\\"rsa-pss-sha512\\\"", SIG64, "unsupported alg" },
    { "rfc9421_response_component_unsupported", "s=(\\\"@status\\\");keyid=\\\"test-key-ed25519\\\"", SIG64, "unsupported component" },
    { "rfc9421_component_twice_is_malformed", "s=(\\\"@path\\\" \\\"@path\\\");keyid=\\\"test-key-ed25519\\\"", SIG64, "malformed input" },
    { "rfc9421_component_names_are_lower_case", "s=(\\\"Date\\\");keyid=\\\"test-key-ed25519\\\"", SIG64, "malformed input" },
    { "rfc9421_unknown_component_parameter", "s=(\\\"date\\\";sf);keyid=\\\"test-key-ed25519\\\"", SIG64, "unsupported component" },
    { "rfc9421_valid_shape_wrong_bytes", "s=(\\\"@path\\\");keyid=\\\"test-key-ed25519\\\"", SIG64, "bad signature" },
  };
  char zH[1024], zWant[64];
  size_t i;
  for(i=0; i<sizeof(a)/sizeof(a[0]); i++){
    snprintf(zH, sizeof(zH), "{\"signature-input\":\"%s\",\"signature\":\"%s\"}",
             a[i].zInput, a[i].zSig);
    snprintf(zWant, sizeof(zWant), "\"reason\":\"%s\"", a[i].zReason);
    CHECK(a[i].zName, run("GET", WBA_URL, zH, zKeys, 0)==1 && has(zWant));
  }
  CHECK("rfc9421_signature_input_without_signature",
        run("GET", WBA_URL, "{\"Signature-Input\":\"s=()\"}", zKeys, 0)==1
        && has("\"verified\":false,\"label\":null") && has("malformed input"));
  CHECK("no_signature_fields_is_no_answer",
        run("GET", WBA_URL, "{\"Accept\":\"*/*\"}", zKeys, 0)==0);
  CHECK("headers_must_be_a_json_object",
        run("GET", WBA_URL, "[\"x\"]", zKeys, 0)==-2
        && has("argument headers is not a JSON object of header fields"));
  CHECK("headers_values_are_strings",
        run("GET", WBA_URL, "{\"a\":1}", zKeys, 0)==-2 && has("string"));
  CHECK("headers_json_is_strict",
        run("GET", WBA_URL, "{\"a\":\"x\",}", zKeys, 0)==-2);
  CHECK("keys_must_be_a_jwks",
        run("GET", WBA_URL, "{}", "{\"kty\":\"OKP\"}", 0)==-2
        && has("no \"keys\" member"));
  CHECK("keys_json_is_strict",
        run("GET", WBA_URL, "{}", "{\"keys\":[}", 0)==-2);
  CHECK("keys_of_other_types_are_ignored",
        run("GET", WBA_URL, "{}", "{\"keys\":[{\"kty\":\"EC\",\"x\":1,\"y\":[[]]}]}", 0)==0);
}

/* Time one verification of headers z (keys zK): seconds of CPU. */
static double timed(const char *z, const char *zK, int *pRc){
  clock_t t0 = clock();
  *pRc = run("GET", WBA_URL, z, zK, 0);
  return (double)(clock() - t0)/CLOCKS_PER_SEC;
}

/* Headers made of nRep copies of zRep between zHead and zTail. */
static char *repeated(const char *zHead, const char *zRep, size_t nRep,
                      const char *zSep, const char *zTail){
  size_t nH = strlen(zHead), nR = strlen(zRep), nS = strlen(zSep), k, i;
  char *z = malloc(nH + nRep*(nR + 24 + nS) + strlen(zTail) + 1);
  if( z==NULL ) return NULL;
  memcpy(z, zHead, nH); i = nH;
  for(k=0; k<nRep; k++){
    i += (size_t)sprintf(z + i, zRep, (unsigned)k);
    if( k+1<nRep ){ memcpy(z + i, zSep, nS); i += nS; }
  }
  strcpy(z + i, zTail);
  return z;
}

/* Cost at n and 4n of each adversarial shape: within 8 times (and a
** hundredth of a second). */
static void testAdversarial(void){
  static const struct { const char *zName, *zHead, *zRep, *zSep, *zTail, *zKeys; } a[] = {
    { "adversarial_many_labels_linear", "{\"signature-input\":\"",
      "l%u=(\\\"@path\\\");tag=\\\"web-bot-auth\\\"", ", ",
      "\",\"signature\":\"l1=:AAAA:\"}", NULL },
    { "adversarial_many_fields_linear", "{\"signature-input\":\"s=(\\\"a\\\" "
      "\\\"b\\\" \\\"c\\\" \\\"d\\\" \\\"e\\\" \\\"f\\\" \\\"g\\\" \\\"h\\\" "
      "\\\"z\\\");keyid=\\\"test-key-ed25519\\\"\",\"signature\":\"" SIG64 "\",",
      "\"h%u\":\"v\"", ",", ",\"a\":\"1\",\"b\":\"1\",\"c\":\"1\",\"d\":\"1\","
      "\"e\":\"1\",\"f\":\"1\",\"g\":\"1\",\"h\":\"1\"}", NULL },
    { "adversarial_many_components_linear", "{\"signature-input\":\"s=(",
      "\\\"h%u\\\"", " ", ");keyid=\\\"test-key-ed25519\\\"\",\"signature\":\"" SIG64 "\"}", NULL },
    { "adversarial_many_keys_linear", "{\"signature-input\":\"s=(\\\"@path\\\");keyid=\\\""
      THUMB "x\\\"\",\"signature\":\"" SIG64 "\"}", "", "", "", "" },
  };
  size_t i;
  for(i=0; i<sizeof(a)/sizeof(a[0]); i++){
    char *z1, *z4, *k1 = NULL, *k4 = NULL;
    int rc1 = 0, rc4 = 0;
    double t1, t4;
    if( a[i].zKeys ){
      k1 = repeated("{\"keys\":[", "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"kid\":\"k%u\"," KEY_X "}", 20000, ",", "]}");
      k4 = repeated("{\"keys\":[", "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"kid\":\"k%u\"," KEY_X "}", 80000, ",", "]}");
      z1 = strdup(a[i].zHead); z4 = strdup(a[i].zHead);
    }else{
      z1 = repeated(a[i].zHead, a[i].zRep, 20000, a[i].zSep, a[i].zTail);
      z4 = repeated(a[i].zHead, a[i].zRep, 80000, a[i].zSep, a[i].zTail);
    }
    if( z1 && z4 ){
      t1 = timed(z1, k1 ? k1 : zKeys, &rc1);
      t4 = timed(z4, k4 ? k4 : zKeys, &rc4);
      if( rc1!=1 || rc4!=1 ) printf("#   %s: rc %d %d %s\n", a[i].zName, rc1, rc4, zOut);
      printf("#   %s: %.4f s at n, %.4f s at 4n (%zu bytes)\n", a[i].zName, t1, t4, strlen(z4));
      CHECK(a[i].zName, rc1==1 && rc4==1 && t4 <= 8.0*t1 + 0.01);
    }
    free(z1); free(z4); free(k1); free(k4);
  }
  {
    char *z = malloc(200003);
    int rc;
    memset(z, '[', 200002); z[200002] = 0; memcpy(z, "{\"keys\":[{\"x\":", 14);
    rc = run("GET", WBA_URL, "{}", z, 0);
    CHECK("adversarial_deep_json_refused", rc==-2 && has("nesting too deep"));
    free(z);
  }
}

/* The limits, at and over each: 64 covered components, 16 signatures,
** 256 keys. */
static void testLimits(void){
  char *z64 = repeated("{\"signature-input\":\"s=(", "\\\"h%u\\\"", 64, " ",
                       ");keyid=\\\"test-key-ed25519\\\"\",\"signature\":\"" SIG64 "\"}");
  char *z65 = repeated("{\"signature-input\":\"s=(", "\\\"h%u\\\"", 65, " ",
                       ");keyid=\\\"test-key-ed25519\\\"\",\"signature\":\"" SIG64 "\"}");
  char *zL16 = repeated("{\"signature\":\"" WBA_SIG1 "\",\"signature-input\":[",
                        "\"x%u=(\\\"@path\\\")\"", 15, ",", ",\"" WBA_SIG1_INPUT "\"]}");
  char *zL17 = repeated("{\"signature\":\"" WBA_SIG1 "\",\"signature-input\":[",
                        "\"x%u=(\\\"@path\\\")\"", 16, ",", ",\"" WBA_SIG1_INPUT "\"]}");
  char *zK256 = repeated("{\"keys\":[", "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"kid\":\"k%u\","
                         "\"x\":\"YKWk1MhizfK5I3XGyWG_s90QKbKb8MO6ivrdLfsJpo0\"}", 255, ",",
                         ",{\"kty\":\"OKP\",\"crv\":\"Ed25519\"," KEY_X "}]}");
  char *zK257 = repeated("{\"keys\":[", "{\"kty\":\"OKP\",\"crv\":\"Ed25519\",\"kid\":\"k%u\","
                         "\"x\":\"YKWk1MhizfK5I3XGyWG_s90QKbKb8MO6ivrdLfsJpo0\"}", 256, ",",
                         ",{\"kty\":\"OKP\",\"crv\":\"Ed25519\"," KEY_X "}]}");
  static const char zH1[] = "{\"signature-input\":\"" WBA_SIG1_INPUT "\","
    "\"signature\":\"" WBA_SIG1 "\"}";
  if( !z64 || !z65 || !zL16 || !zL17 || !zK256 || !zK257 ) return;
  CHECK("limit_64_components_are_read",
        run("GET", WBA_URL, z64, zKeys, 0)==1 && has("\"reason\":\"missing component\""));
  CHECK("limit_65_components_are_malformed",
        run("GET", WBA_URL, z65, zKeys, 0)==1 && has("\"reason\":\"malformed input\"")
        && has("over 64 covered components"));
  CHECK("limit_16th_signature_is_tried",
        run("GET", WBA_URL, zL16, zKeys, 1735689600)==1 && has("\"verified\":true"));
  CHECK("limit_17th_signature_is_not",
        run("GET", WBA_URL, zL17, zKeys, 1735689600)==1 && has("\"verified\":false")
        && has("\"label\":\"x0\""));
  CHECK("limit_256th_key_is_read",
        run("GET", WBA_URL, zH1, zK256, 1735689600)==1 && has("\"verified\":true"));
  CHECK("limit_257th_key_is_not",
        run("GET", WBA_URL, zH1, zK257, 1735689600)==1 && has("\"reason\":\"no matching key\""));
  free(z64); free(z65); free(zL16); free(zL17); free(zK256); free(zK257);
}

/* A stop hook that always says stop. */
static int stopNow(void *p){ (void)p; return 1; }

/* Verify headers z (test key) with a hook that says stop: the code. */
static int runStopped(const char *z){
  CrawlerSigArgs a;
  CoreBuf out, err;
  CoreStop stop;
  int rc;
  stop.xStop = stopNow; stop.pCtx = NULL;
  memset(&a, 0, sizeof(a));
  a.method.z = "GET"; a.method.n = 3;
  a.url.z = WBA_URL; a.url.n = strlen(WBA_URL);
  a.headers.z = z; a.headers.n = strlen(z);
  a.keys.z = zKeys; a.keys.n = strlen(zKeys);
  coreBufInit(&out, &coreLibcAlloc);
  coreBufInit(&err, &coreLibcAlloc);
  rc = crawlerSigVerify(&a, &out, &err, &stop);
  if( rc==-3 && out.n!=0 ) rc = 99;
  coreBufFree(&out);
  coreBufFree(&err);
  return rc;
}

/* The stop hook: asked between components once a request has many fields
** (and by the JSON and dictionary readers every CORE_STOP_EVERY bytes);
** a short request never asks. */
static void testStop(void){
  char *z = repeated("{\"signature-input\":\"s=(\\\"a\\\");keyid=\\\"k\\\"\","
                     "\"signature\":\"" SIG64 "\",", "\"h%u\":\"v\"", 5000, ",", "}");
  CHECK("stop_between_components_of_many_fields", z && runStopped(z)==-3);
  free(z);
  CHECK("stop_not_asked_by_a_short_request",
        runStopped("{\"signature-input\":\"s=(\\\"@path\\\")\",\"signature\":\"" SIG64 "\"}")==1);
}

/* The pieces: strict Base 64 and RFC 9651 serialization. */
static void testPieces(void){
  unsigned char a[16];
  char z[16];
  CoreBuf b;
  Span list, params;
  CHECK("base64_padded_and_unpadded", base64Decode("YWI=", 4, BASE64_STD, a)==2
        && base64Decode("YWI", 3, BASE64_STD, a)==2 && memcmp(a, "ab", 2)==0);
  CHECK("base64_unused_bits_must_be_zero", base64Decode("YWJ=", 4, BASE64_STD, a)==-1);
  CHECK("base64_one_char_over_is_not_base64", base64Decode("YWJjZ", 5, BASE64_STD, a)==-1);
  CHECK("base64_padding_only_at_the_end", base64Decode("YW==YWJj", 8, BASE64_STD, a)==-1);
  CHECK("base64_alphabets_do_not_mix", base64Decode("-_8=", 4, BASE64_STD, a)==-1
        && base64Decode("-_8", 3, BASE64_URL, a)==2);
  CHECK("base64url_encode_unpadded", base64Encode((const unsigned char*)"ab", 2,
        BASE64_URL, 0, z)==3 && memcmp(z, "YWI", 3)==0);
  coreBufInit(&b, &coreLibcAlloc);
  list.z = "(  \"a\";x=?1   \"b\";n=-0.50 )"; list.n = strlen(list.z);
  params.z = ";created=007;f=?0;t"; params.n = strlen(params.z);
  CHECK("rfc9651_serialize_inner_list", sfvSerializeInnerList(list, params, &b)==0
        && b.n==strlen("(\"a\";x \"b\";n=-0.5);created=7;f=?0;t")
        && memcmp(b.z, "(\"a\";x \"b\";n=-0.5);created=7;f=?0;t", b.n)==0);
  coreBufFree(&b);
}

int main(void){
  testPieces();
  if( !crawlerSigHaveCrypto() ){
    CHECK("without_libcrypto_every_call_is_refused",
          run("GET", WBA_URL, "{}", zKeys, 0)==-2
          && has("built without libcrypto"));
    checkSkip("crawler_sig_verification", "built without libcrypto (ROBOTS_NO_CRYPTO)");
    CHECK_DONE();
  }
  testRfc9421();
  testWebBotAuth();
  testDerived();
  testMalformed();
  testAdversarial();
  testLimits();
  testStop();
  CHECK_DONE();
}
