// Helpers shared by the oxmlir-only misuse tests that check what is
// reported (pass_misuse.c, rewrite_misuse.c): one report expected through
// the diagnostic handler of report_capture.h, or text expected on stderr
// around a call (when no context is known). Define _POSIX_C_SOURCE before
// any include to use it.
#ifndef OXMLIR_TESTS_MISUSE_CAPTURE_H
#define OXMLIR_TESTS_MISUSE_CAPTURE_H

#include <unistd.h>

#include "report_capture.h"

static void expect_report(int line, int before, const char *text) {
  if (reports != before + 1 || strstr(last, text) == NULL) {
    printf("FAILED line %d: expected one report containing \"%s\" (reports: %d, last: %s)\n", line,
           text, reports - before, last);
    ++failures;
  }
}
#define EXPECT_REPORT(before, text) expect_report(__LINE__, before, text)

// Stderr captured around a call.
static FILE *capture;
static int saved_stderr;
static void begin_stderr(void) {
  fflush(stderr);
  capture = tmpfile();
  saved_stderr = dup(2);
  dup2(fileno(capture), 2);
}
static void end_stderr(int line, const char *text) {
  fflush(stderr);
  dup2(saved_stderr, 2);
  close(saved_stderr);
  rewind(capture);
  char buf[4096];
  size_t n = fread(buf, 1, sizeof buf - 1, capture);
  buf[n] = 0;
  fclose(capture);
  if (!strstr(buf, text)) {
    printf("FAILED line %d: expected stderr to contain \"%s\", got: %s\n", line, text, buf);
    ++failures;
  }
}
#define END_STDERR(text) end_stderr(__LINE__, text)

// The exit status of a misuse test: prints "ok", or the failure count.
static inline int misuse_finish(void) {
  if (failures) {
    printf("%d failures\n", failures);
    return 1;
  }
  printf("ok\n");
  return 0;
}

#endif
