/*
** cat_list.h: the list of every function description of dist/robots, in
** the order the reference lists them (included once, by catalog.c).  A
** new function is one line here and its description in a cat_*.c file.
*/
extern const CatFunc catPathFunc;
extern const CatFunc catCrawlerRangesFunc;
extern const CatFunc catCrawlerInRangeFunc;
extern const CatFunc catCrawlerVerifyFunc;
extern const CatFunc catCrawlerIpFunc;

const CatFunc *const catFuncs[] = {
  &catPathFunc,
  &catCrawlerRangesFunc,
  &catCrawlerInRangeFunc,
  &catCrawlerVerifyFunc,
  &catCrawlerIpFunc,
};
const int catFuncCount = (int)(sizeof(catFuncs)/sizeof(catFuncs[0]));
