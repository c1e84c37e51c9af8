/*
** load_dll.c: loads a DLL the way sqlite3_load_extension does on Windows
** (LoadLibrary, then GetProcAddress of the entry point) and says whether
** both worked.  Cross-built by tests/cross/wine.sh and run under wine, it
** catches a robots.dll that needs a DLL a Windows user does not have.
**
**   load_dll.exe dist\mingw\robots.dll sqlite3_robots_init
*/
#include <windows.h>
#include <stdio.h>

int main(int argc, char **argv){
  HMODULE h;
  if( argc!=3 ){
    fprintf(stderr, "usage: load_dll FILE.dll SYMBOL\n");
    return 2;
  }
  h = LoadLibraryA(argv[1]);
  if( h==NULL ){
    printf("FAIL wine_dll_loads: LoadLibrary(%s) failed, error %lu\n",
           argv[1], (unsigned long)GetLastError());
    return 1;
  }
  printf("ok wine_dll_loads\n");
  if( GetProcAddress(h, argv[2])==NULL ){
    printf("FAIL wine_dll_has_entry_point: no %s\n", argv[2]);
    return 1;
  }
  printf("ok wine_dll_has_entry_point\n");
  FreeLibrary(h);
  return 0;
}
