/* LD_PRELOAD shim for tools/bench: every fsync() and fdatasync() of the process takes at
   least a set time, as on a disk without a write cache, and is counted.
   FSYNC_DELAY_FILE names a 24-byte file shared with the bench script (int64s, host
   order): the delay in microseconds, the number of calls so far, and 1 to make the calls
   wait for each other (one flush at a time, as a disk whose flush command is not queued,
   e.g. SATA FLUSH CACHE) or 0 to let them overlap (latency only). The script changes them
   between runs without restarting the server. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

static int64_t *shared;          /* [0] delay in microseconds, [1] calls, [2] serial */
static pthread_mutex_t device= PTHREAD_MUTEX_INITIALIZER;
static int (*real_fsync)(int);
static int (*real_fdatasync)(int);

/* Map the control file; without one, the shim only passes calls through. */
static void shim_load(void)
{
  real_fsync= (int (*)(int)) dlsym(RTLD_NEXT, "fsync");
  real_fdatasync= (int (*)(int)) dlsym(RTLD_NEXT, "fdatasync");
  const char *path= getenv("FSYNC_DELAY_FILE");
  int fd= path ? open(path, O_RDWR) : -1;
  if (fd < 0)
    return;
  void *p= mmap(NULL, 3 * sizeof(int64_t), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  close(fd);
  if (p != MAP_FAILED)
    __atomic_store_n(&shared, (int64_t*) p, __ATOMIC_RELEASE);
}

/* Load the shim once, whichever thread flushes first. */
static void shim_init(void)
{
  static pthread_once_t once= PTHREAD_ONCE_INIT;
  pthread_once(&once, shim_load);
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

/* Run a flush as the control file says: alone or overlapping others. */
static int shim_flush(int data_only, int fd)
{
  shim_init();
  int (*real)(int)= data_only ? real_fdatasync : real_fsync;
  int64_t *s= __atomic_load_n(&shared, __ATOMIC_ACQUIRE);
  int serial= s && __atomic_load_n(&s[2], __ATOMIC_RELAXED);
  if (serial)
    pthread_mutex_lock(&device);
  int r= real(fd);
  shim_delay();
  if (serial)
    pthread_mutex_unlock(&device);
  return r;
}

int fsync(int fd) { return shim_flush(0, fd); }

int fdatasync(int fd) { return shim_flush(1, fd); }
