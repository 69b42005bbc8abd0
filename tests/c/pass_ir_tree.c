// IR printing to a directory tree (mlirPassManagerEnableIRPrinting's
// treePrintingPath): the files written (paths relative to the tree's root,
// in sorted order) and their contents, before and after each pass of a
// nested pipeline, compared with upstream's.
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <sys/stat.h>

#include "pass_common.h"

#define MAX_FILES 64

static char *files[MAX_FILES];
static int nfiles;

static void collect(const char *root, const char *rel) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", root, rel);
  DIR *d = opendir(path);
  if (!d)
    return;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
      continue;
    char sub[1024], full[1200];
    snprintf(sub, sizeof sub, "%s%s%s", rel, *rel ? "/" : "", e->d_name);
    snprintf(full, sizeof full, "%s/%s", root, sub);
    struct stat st;
    if (stat(full, &st) == 0 && S_ISDIR(st.st_mode))
      collect(root, sub);
    else if (nfiles < MAX_FILES)
      files[nfiles++] = strdup(sub);
  }
  closedir(d);
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void remove_tree(const char *path) {
  DIR *d = opendir(path);
  if (d) {
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
      if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
        continue;
      char sub[1200];
      snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
      remove_tree(sub);
    }
    closedir(d);
    rmdir(path);
  } else {
    unlink(path);
  }
}

int main(void) {
  MlirContext ctx = pass_setup();
  MlirModule m = parse_module(ctx, THREE_FUNCS);
  char root[256];
  snprintf(root, sizeof root, "/tmp/oxmlir-ir-tree-%d", (int)getpid());
  remove_tree(root);

  MlirPassManager pm = mlirPassManagerCreate(ctx);
  parse_pipeline(mlirPassManagerGetAsOpPassManager(pm), "builtin.module(func.func(print-op-stats),print-op-stats{json=1})");
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirPassManagerEnableIRPrinting(pm, true, true, false, false, false, flags, S(root));
  mlirOpPrintingFlagsDestroy(flags);
  run_on("tree", pm, m);
  mlirPassManagerDestroy(pm);

  collect(root, "");
  qsort(files, (size_t)nfiles, sizeof files[0], by_name);
  printf("%d files\n", nfiles);
  for (int i = 0; i < nfiles; ++i) {
    char full[1400];
    snprintf(full, sizeof full, "%s/%s", root, files[i]);
    printf("== %s\n", files[i]);
    FILE *f = fopen(full, "r");
    int c;
    while (f && (c = fgetc(f)) != EOF)
      putchar(c);
    if (f)
      fclose(f);
    free(files[i]);
  }
  remove_tree(root);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
