/* LD_PRELOAD shim for tools/bench: every fsync() and fdatasync() of the process takes at
   least a set time, as on a disk without a write cache, and is counted.
   FSYNC_DELAY_FILE names a 16-byte file shared with the bench script: bytes 0-7 the
   delay in microseconds, bytes 8-15 the number of calls so far (both int64, host order).
   The script changes the delay between runs without restarting the server. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

static int64_t *shared;          /* [0] delay in microseconds, [1] calls */
static int (*real_fsync)(int);
static int (*real_fdatasync)(int);

/* Map the control file once; without one, the shim only passes calls through. */
static void shim_init(void)
{
  static int done;
  if (__atomic_exchange_n(&done, 1, __ATOMIC_ACQ_REL))
    return;
  real_fsync= (int (*)(int)) dlsym(RTLD_NEXT, "fsync");
  real_fdatasync= (int (*)(int)) dlsym(RTLD_NEXT, "fdatasync");
  const char *path= getenv("FSYNC_DELAY_FILE");
  int fd= path ? open(path, O_RDWR) : -1;
  if (fd < 0)
    return;
  void *p= mmap(NULL, 2 * sizeof(int64_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  close(fd);
  if (p != MAP_FAILED)
    __atomic_store_n(&shared, (int64_t*) p, __ATOMIC_RELEASE);
}

/* Count a call and wait the delay that the control file sets. */
static void shim_delay(void)
{
  int64_t *s= __atomic_load_n(&shared, __ATOMIC_ACQUIRE);
  if (!s)
    return;
  __atomic_add_fetch(&s[1], 1, __ATOMIC_RELAXED);
  int64_t us= __atomic_load_n(&s[0], __ATOMIC_RELAXED);
  if (us > 0)
  {
    struct timespec ts= { us / 1000000, (us % 1000000) * 1000 };
    while (nanosleep(&ts, &ts)) {}
  }
}

int fsync(int fd)
{
  shim_init();
  int r= real_fsync(fd);
  shim_delay();
  return r;
}

int fdatasync(int fd)
{
  shim_init();
  int r= real_fdatasync(fd);
  shim_delay();
  return r;
}
