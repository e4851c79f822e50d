// The C declarations of Apple's SDK (macOS/iOS, LP64, 64-bit inodes) that the CLI's system folder uses —
// exactly those, plus the types the shape probe (Tests/DarwinShim/Probe) checks — as <sys/…> and friends declare
// them, so that the Swift importer gives them Darwin's Swift signatures on Linux. Each group names its SDK
// header; a struct is declared whole. Only declarations: the shim is compiled against, never linked.
//
// Deviations (docs/Platforms.md): the real module is one big clang module `Darwin` with submodules; here the
// C part is `DarwinCShim`, re-exported by the Swift module `Darwin`. No C library header is included (only
// clang's own <stddef.h>), so nothing of Glibc can leak in. `struct __sFILE` and `DIR` keep Darwin's field
// layout without the fields nothing reads being exact.
#ifndef DARWIN_C_SHIM_H
#define DARWIN_C_SHIM_H

#include <stddef.h> // clang's builtin header: size_t

// MARK: <sys/_types.h>, <machine/_types.h>, <sys/_types/*.h>
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef short __int16_t;
typedef unsigned short __uint16_t;
typedef int __int32_t;
typedef unsigned int __uint32_t;
typedef long long __int64_t;
typedef unsigned long long __uint64_t;
typedef long __darwin_ssize_t;
typedef long __darwin_time_t;
typedef __int32_t __darwin_dev_t;
typedef __uint16_t __darwin_mode_t;
typedef __uint64_t __darwin_ino64_t;
typedef __darwin_ino64_t __darwin_ino_t;
typedef __uint32_t __darwin_uid_t;
typedef __uint32_t __darwin_gid_t;
typedef __int64_t __darwin_off_t;
typedef __int64_t __darwin_blkcnt_t;
typedef __int32_t __darwin_blksize_t;
typedef __uint32_t __darwin_sigset_t;

typedef __darwin_dev_t dev_t;
typedef __darwin_mode_t mode_t;
typedef __uint16_t nlink_t;
typedef __darwin_ino_t ino_t;
typedef __darwin_uid_t uid_t;
typedef __darwin_gid_t gid_t;
typedef __darwin_off_t off_t;
typedef __darwin_blkcnt_t blkcnt_t;
typedef __darwin_blksize_t blksize_t;
typedef __darwin_ssize_t ssize_t;
typedef __darwin_time_t time_t;
typedef __darwin_sigset_t sigset_t;

// MARK: <sys/_types/_timespec.h>
struct timespec {
    __darwin_time_t tv_sec;
    long tv_nsec;
};

// MARK: <sys/stat.h> (struct stat is __DARWIN_STRUCT_STAT64: st_mtimespec, not Glibc's st_mtim)
struct stat {
    dev_t st_dev;
    mode_t st_mode;
    nlink_t st_nlink;
    __darwin_ino64_t st_ino;
    uid_t st_uid;
    gid_t st_gid;
    dev_t st_rdev;
    struct timespec st_atimespec;
    struct timespec st_mtimespec;
    struct timespec st_ctimespec;
    struct timespec st_birthtimespec;
    off_t st_size;
    blkcnt_t st_blocks;
    blksize_t st_blksize;
    __uint32_t st_flags;
    __uint32_t st_gen;
    __int32_t st_lspare;
    __int64_t st_qspare[2];
};
int stat(const char *, struct stat *);
int lstat(const char *, struct stat *);
int fstat(int, struct stat *);
int fchmod(int, mode_t);
int mkdir(const char *, mode_t);
mode_t umask(mode_t);

// MARK: <sys/dirent.h>, <dirent.h> (d_name is char[__DARWIN_MAXPATHLEN], 1024; DIR is a complete struct)
struct dirent {
    __uint64_t d_ino;
    __uint64_t d_seekoff;
    __uint16_t d_reclen;
    __uint16_t d_namlen;
    __uint8_t d_type;
    char d_name[1024];
};
struct _telldir;
typedef struct {
    long __sig;
    char __opaque[56];
} __darwin_pthread_mutex_t;
typedef struct {
    int __dd_fd;
    long __dd_loc;
    long __dd_size;
    char *__dd_buf;
    int __dd_len;
    long __dd_seek;
    long __padding;
    int __dd_flags;
    __darwin_pthread_mutex_t __dd_lock;
    struct _telldir *__dd_td;
} DIR;
DIR *opendir(const char *);
struct dirent *readdir(DIR *);
int closedir(DIR *);

// MARK: <unistd.h>
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
#define W_OK (1 << 1)
int access(const char *, int);
int close(int);
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
int isatty(int);
int unlink(const char *);
char *getcwd(char *, size_t);
void _exit(int) __attribute__((__noreturn__));

// MARK: <stdlib.h>
char *getenv(const char *);
void exit(int) __attribute__((__noreturn__));
void free(void *);
char *realpath(const char *restrict, char *restrict);
int mkstemp(char *);

// MARK: <stdio.h>, <_stdio.h> (FILE is struct __sFILE; stdout is the macro __stdoutp)
struct __sbuf {
    unsigned char *_base;
    int _size;
};
typedef struct __sFILE {
    unsigned char *_p;
    int _r;
    int _w;
    short _flags;
    short _file;
    struct __sbuf _bf;
    int _lbfsize;
    void *_cookie;
} FILE;
extern FILE *__stdoutp;
extern FILE *__stderrp;
int rename(const char *, const char *);

// MARK: <string.h>
char *strerror(int);

// MARK: <sys/errno.h> (errno is `*__error()`; the overlay's `errno` reads it)
int *__error(void);
#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EEXIST 17

// MARK: <sys/fcntl.h> (open is variadic in C; the overlay declares its Swift forms)
#define O_RDONLY 0x0000
#define O_CLOEXEC 0x01000000

// MARK: <sys/syslimits.h>
#define PATH_MAX 1024

// MARK: <sys/signal.h>, <signal.h> (sigset_t is __uint32_t; the overlay declares SIG_IGN and friends)
#define SIGHUP 1
#define SIGINT 2
#define SIGPIPE 13
#define SIGTERM 15
#define SIG_BLOCK 1
#define SIG_SETMASK 3
typedef void (*sig_t)(int);
void (*signal(int, void (*)(int)))(int);
int sigemptyset(sigset_t *);
int sigaddset(sigset_t *, int);
int sigprocmask(int, const sigset_t *restrict, sigset_t *restrict);
typedef __int32_t pid_t;
int kill(pid_t, int);

// MARK: <poll.h>
struct pollfd {
    int fd;
    short events;
    short revents;
};
typedef unsigned int nfds_t;
#define POLLIN 0x0001
int poll(struct pollfd *, nfds_t, int);

// MARK: <sys/ioctl.h>, <sys/ttycom.h> (ioctl is variadic in C; the overlay declares its Swift forms)
struct winsize {
    unsigned short ws_row;
    unsigned short ws_col;
    unsigned short ws_xpixel;
    unsigned short ws_ypixel;
};
#define TIOCGWINSZ 0x40087468UL

// MARK: What the overlay's bodies call (never linked).
int __darwin_shim_open(const char *, int, mode_t);
int __darwin_shim_ioctl_ptr(int, unsigned long, void *);

#endif
