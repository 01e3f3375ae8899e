package io.github.javaatspi.nativehooks;

import com.sun.jna.LastErrorException;
import com.sun.jna.Library;
import com.sun.jna.Native;

/** The few libc calls a unix socket and a thread's priority need. */
interface LibC extends Library {
    int AF_UNIX = 1;
    int SOCK_STREAM = 1;
    int SOCK_CLOEXEC = 0x80000;
    int SHUT_RDWR = 2;
    int EINTR = 4;
    int PRIO_PROCESS = 0;

    int socket(int domain, int type, int protocol) throws LastErrorException;

    int connect(int fd, byte[] address, int length) throws LastErrorException;

    int read(int fd, byte[] buffer, int count) throws LastErrorException;

    int write(int fd, byte[] buffer, int count) throws LastErrorException;

    int shutdown(int fd, int how) throws LastErrorException;

    int close(int fd) throws LastErrorException;

    /** With {@code PRIO_PROCESS} and a thread id, Linux sets that one thread's nice value. */
    int setpriority(int which, int who, int prio) throws LastErrorException;

    /** Loaded on first use of a class that needs it. */
    final class Holder {
        static final LibC INSTANCE = Native.load("c", LibC.class);

        private Holder() {
        }
    }
}
