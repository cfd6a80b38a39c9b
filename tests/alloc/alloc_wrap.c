/* The allocator wrappers of tests/alloc/alloc_wrap.h (ld --wrap). Test
 * code only: the counters are this program's globals. */
#include <stddef.h>
#include "alloc_wrap.h"

void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *ptr, size_t size);
void __real_free(void *ptr);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *ptr, size_t size);
void __wrap_free(void *ptr);

static long calls;   /* allocation calls since alloc_arm() */
static long fail_at; /* the call that fails (1-based); 0 none, ALLOC_FAIL_ALL all */
static long refused; /* calls refused since alloc_arm() */
static long live;    /* blocks alive */

void alloc_arm(long n)
{
    calls = 0;
    refused = 0;
    fail_at = n;
}

void alloc_disarm(void) { fail_at = 0; }
long alloc_calls(void) { return calls; }
long alloc_refused(void) { return refused; }
long alloc_live(void) { return live; }

static int refuse(void)
{
    calls++;
    if (fail_at == ALLOC_FAIL_ALL || (fail_at > 0 && calls == fail_at)) {
        refused++;
        return 1;
    }
    return 0;
}

void *__wrap_malloc(size_t size)
{
    if (refuse())
        return NULL;
    void *p = __real_malloc(size);
    live += p != NULL;
    return p;
}

void *__wrap_calloc(size_t n, size_t size)
{
    if (refuse())
        return NULL;
    void *p = __real_calloc(n, size);
    live += p != NULL;
    return p;
}

void *__wrap_realloc(void *ptr, size_t size)
{
    if (refuse())
        return NULL; /* as the C library does: ptr stays valid */
    void *p = __real_realloc(ptr, size);
    live += p != NULL && ptr == NULL;
    return p;
}

void __wrap_free(void *ptr)
{
    live -= ptr != NULL;
    __real_free(ptr);
}
