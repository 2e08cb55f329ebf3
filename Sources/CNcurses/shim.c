/*
 * The CNcurses shim: ncurses macros and globals as plain C functions, plus the
 * async-signal-safe parts of restoring the terminal (which cannot be written in
 * Swift, whose runtime may allocate or lock inside a signal handler).
 */
#define _GNU_SOURCE 1
#include "CNcurses.h"

#include <ncursesw/curses.h>
#include <ncursesw/term.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/time.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

/* xterm's DECSET/DECRST 1002 (button-event tracking); no terminfo capability names it. */
#define BUTTON_EVENT_TRACKING_ON "\033[?1002h"
#define BUTTON_EVENT_TRACKING_OFF "\033[?1002l"
static bool button_event_tracking = false;

/* ---- constants ---- */

cnc_constants_t cnc_constants(void) {
    cnc_constants_t c;
    memset(&c, 0, sizeof c);
    c.ok = OK;
    c.err = ERR;
    c.keyUp = KEY_UP;
    c.keyDown = KEY_DOWN;
    c.keyLeft = KEY_LEFT;
    c.keyRight = KEY_RIGHT;
    c.keyPageUp = KEY_PPAGE;
    c.keyPageDown = KEY_NPAGE;
    c.keyHome = KEY_HOME;
    c.keyEnd = KEY_END;
    c.keyFind = KEY_FIND;
    c.keySelect = KEY_SELECT;
    c.keyA1 = KEY_A1;
    c.keyC1 = KEY_C1;
    c.keyEnter = KEY_ENTER;
    c.keyBackspace = KEY_BACKSPACE;
    c.keyDelete = KEY_DC;
    c.keyBackTab = KEY_BTAB;
    c.keyF0 = KEY_F0;
    c.keyResize = KEY_RESIZE;
    c.keyMouse = KEY_MOUSE;
    c.keyMin = KEY_MIN;
    c.keyMax = KEY_MAX;
    c.cellScalarLimit = CCHARW_MAX;
    c.button1Pressed = BUTTON1_PRESSED;
    c.button1Released = BUTTON1_RELEASED;
    c.button4Pressed = BUTTON4_PRESSED;
    c.button5Pressed = BUTTON5_PRESSED;
    c.button2Pressed = BUTTON2_PRESSED;
    c.button2Released = BUTTON2_RELEASED;
    c.button3Pressed = BUTTON3_PRESSED;
    c.button3Released = BUTTON3_RELEASED;
    c.reportMousePosition = REPORT_MOUSE_POSITION;
    c.attributeNormal = A_NORMAL;
    c.attributeBold = A_BOLD;
    c.attributeDim = A_DIM;
    c.attributeReverse = A_REVERSE;
    c.colorBlack = COLOR_BLACK;
    c.colorRed = COLOR_RED;
    c.colorGreen = COLOR_GREEN;
    c.colorYellow = COLOR_YELLOW;
    c.colorBlue = COLOR_BLUE;
    c.colorMagenta = COLOR_MAGENTA;
    c.colorCyan = COLOR_CYAN;
    c.colorWhite = COLOR_WHITE;
    return c;
}

int32_t cnc_key_f(int32_t n) { return KEY_F(n); }

/* ---- terminal probing and session ---- */

static SCREEN *active_screen = NULL;

static bool valid_string(const char *s) { return s != NULL && s != (char *)-1 && *s != '\0'; }

cnc_term_probe cnc_probe_term(const char *term) {
    int status = 0;
    /* With a non-NULL status, setupterm reports instead of printing and exiting. */
    if (setupterm((char *)term, STDOUT_FILENO, &status) != OK) {
        return status == -1 ? CNC_TERM_NO_DATABASE : CNC_TERM_UNKNOWN;
    }
    bool can_address = valid_string(tigetstr("cup"));
    TERMINAL *probed = cur_term;
    set_curterm(NULL);
    del_curterm(probed);
    return can_address ? CNC_TERM_OK : CNC_TERM_TOO_DUMB;
}

bool cnc_newterm(const char *term) {
    if (active_screen != NULL) return true;
    fflush(stdout);
    SCREEN *screen = newterm(term, stdout, stdin);
    if (screen == NULL) return false;
    set_term(screen);
    active_screen = screen;
    return true;
}

static volatile sig_atomic_t emergency_armed = 0;

void cnc_end(void) {
    if (active_screen == NULL) return;
    emergency_armed = 0;
    if (button_event_tracking) {
        putp(BUTTON_EVENT_TRACKING_OFF);
        fflush(stdout);
    }
    button_event_tracking = false;
    endwin();
    delscreen(active_screen);
    active_screen = NULL;
    fflush(stdout);
}

bool cnc_is_active(void) { return active_screen != NULL; }

int32_t cnc_lines(void) { return LINES; }
int32_t cnc_cols(void) { return COLS; }

int32_t cnc_cbreak(void) { return cbreak(); }
int32_t cnc_noecho(void) { return noecho(); }
int32_t cnc_nonl(void) { return nonl(); }
int32_t cnc_keypad(bool enabled) { return keypad(stdscr, enabled); }
int32_t cnc_nodelay(bool enabled) { return nodelay(stdscr, enabled); }
int32_t cnc_disable_typeahead(void) { return typeahead(-1); }

/* ncurses 6.4 flushes its output after every cursor movement while a screen is in its initial
   state (lib_mvcur.c: _nc_mvcur flushes while _endwin is ewInitial, for low-level terminfo programs
   that never refresh), so a frame reached the terminal in 5-6 write calls, each a system call and a
   wake-up of the terminal. Only doupdate's "coming back from shell mode" leaves that state. So
   curses mode is ended once and resumed at once, with endwin's own bytes sent to /dev/null: the
   terminal never sees curses mode end, and the resume sets it up again and clears it. */
int32_t cnc_write_refreshes_whole(void) {
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    int discard = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (saved < 0 || discard < 0 || dup2(discard, STDOUT_FILENO) < 0) {
        if (saved >= 0) close(saved);
        if (discard >= 0) close(discard);
        return ERR;
    }
    close(discard);
    endwin();
    fflush(stdout);
    dup2(saved, STDOUT_FILENO);
    close(saved);
    return doupdate();
}
int32_t cnc_timeout(int32_t milliseconds) { wtimeout(stdscr, milliseconds); return OK; }
int32_t cnc_curs_set(int32_t visibility) { return curs_set(visibility); }
int32_t cnc_set_escdelay(int32_t milliseconds) { return set_escdelay(milliseconds); }
int32_t cnc_leaveok(bool enabled) { return leaveok(stdscr, enabled); }

bool cnc_has_colors(void) { return has_colors(); }
int32_t cnc_start_color(void) { return start_color(); }
int32_t cnc_use_default_colors(void) { return use_default_colors(); }
int32_t cnc_color_pairs(void) { return COLOR_PAIRS; }
int32_t cnc_colors(void) { return COLORS; }
int32_t cnc_init_pair(int32_t pair, int32_t foreground, int32_t background) {
    return init_pair((short)pair, (short)foreground, (short)background);
}

uint64_t cnc_mousemask(uint64_t mask) { return (uint64_t)mousemask((mmask_t)mask, NULL); }
int32_t cnc_mouseinterval(int32_t milliseconds) { return mouseinterval(milliseconds); }

/* putp writes through stdio here, not ncurses' screen buffer: flush so the mode follows the XM
   string mousemask has just written (a later 1000h would switch 1002 off again). */
void cnc_enable_button_event_tracking(void) {
    putp(BUTTON_EVENT_TRACKING_ON);
    fflush(stdout);
    button_event_tracking = true;
}

/* ---- drawing ---- */

int32_t cnc_erase(void) { return werase(stdscr); }
int32_t cnc_clearok(bool enabled) { return clearok(curscr, enabled); }

int32_t cnc_put_cell(int32_t y, int32_t x, const uint32_t *text, uint64_t attrs, int32_t pair) {
    wchar_t characters[CCHARW_MAX + 1];
    int count = 0;
    while (text[count] != 0 && count < CCHARW_MAX) {
        characters[count] = (wchar_t)text[count];
        count++;
    }
    characters[count] = L'\0';
    cchar_t cell;
    if (setcchar(&cell, characters, (attr_t)attrs, (short)pair, NULL) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

int32_t cnc_scroll_region(int32_t top, int32_t bottom, int32_t count) {
    /* scrollok only for the shift: with it on, writing the bottom-right cell would scroll stdscr. */
    scrollok(stdscr, TRUE);
    int result = wsetscrreg(stdscr, top, bottom);
    if (result == OK) result = wscrl(stdscr, count);
    wsetscrreg(stdscr, 0, LINES - 1);
    scrollok(stdscr, FALSE);
    return result;
}

int32_t cnc_refresh(void) {
    wnoutrefresh(stdscr);
    return doupdate();
}

int32_t cnc_wcwidth(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

/* ---- input ---- */

cnc_input_kind cnc_get_wch(uint32_t *code) {
    wint_t value = 0;
    int result = wget_wch(stdscr, &value);
    *code = (uint32_t)value;
    if (result == KEY_CODE_YES) return CNC_INPUT_KEY;
    if (result == OK) return CNC_INPUT_CHARACTER;
    return CNC_INPUT_NONE;
}

bool cnc_getmouse(int32_t *x, int32_t *y, uint64_t *button_state) {
    MEVENT event;
    if (getmouse(&event) != OK) return false;
    *x = event.x;
    *y = event.y;
    *button_state = (uint64_t)event.bstate;
    return true;
}

void cnc_update_size(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return;
    if (is_term_resized(size.ws_row, size.ws_col)) {
        resizeterm(size.ws_row, size.ws_col);
    }
}

/* ---- restoring the terminal ---- */

static struct termios shell_modes;
static volatile sig_atomic_t shell_modes_saved = 0;
static char restore_bytes[512];
static size_t restore_length = 0;

void cnc_save_shell_modes(void) {
    if (tcgetattr(STDIN_FILENO, &shell_modes) == 0) shell_modes_saved = 1;
}

static void append_restore(const char *bytes) {
    if (!valid_string(bytes)) return;
    size_t length = strlen(bytes);
    if (restore_length + length >= sizeof restore_bytes) return;
    memcpy(restore_bytes + restore_length, bytes, length);
    restore_length += length;
}

void cnc_prepare_emergency_restore(bool mouse_enabled) {
    restore_length = 0;
    append_restore(tigetstr("sgr0"));
    if (mouse_enabled) {
        /* ncurses switches xterm mouse reporting with the XM capability when present. */
        const char *xm = tigetstr("XM");
        append_restore(valid_string(xm) ? tiparm(xm, 0) : "\033[?1000l");
        if (button_event_tracking) append_restore(BUTTON_EVENT_TRACKING_OFF);
    }
    append_restore(tigetstr("rmkx"));
    append_restore(tigetstr("cnorm"));
    append_restore(tigetstr("rmcup"));
    emergency_armed = 1;
}

void cnc_emergency_restore(void) {
    if (!emergency_armed) return;
    emergency_armed = 0;
    size_t written = 0;
    while (written < restore_length) {
        ssize_t n = write(STDOUT_FILENO, restore_bytes + written, restore_length - written);
        if (n <= 0) {
            if (n < 0 && errno == EINTR) continue;
            break;
        }
        written += (size_t)n;
    }
    if (shell_modes_saved) tcsetattr(STDIN_FILENO, TCSANOW, &shell_modes);
}

/* ---- signals ---- */

/* SIGUSR1 too: `tcv run --watch` asks a program to leave (it saves its state) so a rebuilt one takes over. */
static const int terminating_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1 };
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

static struct sigaction previous_actions[NSIG];
static bool handler_installed[NSIG];
static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t resize_pending = 0;
static volatile sig_atomic_t notice_pending = 0;
static int wake_pipe[2] = { -1, -1 };

static void wake(void) {
    if (wake_pipe[1] < 0) return;
    char byte = 1;
    ssize_t ignored = write(wake_pipe[1], &byte, 1); /* full pipe: already awake */
    (void)ignored;
}

/* How long the run loop has to take a terminating signal before the process leaves on its own. */
#define SIGNAL_GRACE_MICROSECONDS 300000

static void on_grace_expired(int sig) {
    (void)sig;
    /* The run loop is busy (the user's code in a long prepare(), say): leave now. */
    cnc_emergency_restore();
    _exit(128 + pending_signal);
}

static void on_terminating_signal(int sig) {
    int saved_errno = errno;
    if (pending_signal != 0) {
        /* The run loop has not reacted to the first signal: leave now. */
        cnc_emergency_restore();
        _exit(128 + sig);
    }
    pending_signal = sig;
    struct itimerval grace = { { 0, 0 }, { 0, SIGNAL_GRACE_MICROSECONDS } };
    setitimer(ITIMER_REAL, &grace, NULL);
    wake();
    errno = saved_errno;
}

void cnc_acknowledge_signal(void) {
    struct itimerval off = { { 0, 0 }, { 0, 0 } };
    setitimer(ITIMER_REAL, &off, NULL);
}

static void on_resize_signal(int sig) {
    (void)sig;
    int saved_errno = errno;
    resize_pending = 1;
    wake();
    errno = saved_errno;
}

static void on_notice_signal(int sig) {
    (void)sig;
    int saved_errno = errno;
    notice_pending = 1;
    wake();
    errno = saved_errno;
}

static void on_crash_signal(int sig, siginfo_t *info, void *context) {
    cnc_emergency_restore();
    struct sigaction *previous = &previous_actions[sig];
    if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
        previous->sa_sigaction(sig, info, context);
        return;
    }
    if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        previous->sa_handler(sig);
        return;
    }
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(sig, &default_action, NULL);
    raise(sig);
}

static void at_exit_restore(void) {
    if (active_screen != NULL) {
        emergency_armed = 0;
        endwin();
        fflush(stdout);
    }
}

static int install(int sig, struct sigaction *action) {
    if (sigaction(sig, action, &previous_actions[sig]) != 0) return -1;
    handler_installed[sig] = true;
    return 0;
}

static int open_wake_pipe(void) {
    if (wake_pipe[0] >= 0) return 0;
    if (pipe(wake_pipe) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
        fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
    }
    return 0;
}

int32_t cnc_install_signal_handlers(void) {
    static bool at_exit_registered = false;
    if (!at_exit_registered) {
        atexit(at_exit_restore);
        at_exit_registered = true;
    }
    if (open_wake_pipe() != 0) return -1;
    pending_signal = 0;
    resize_pending = 0;
    notice_pending = 0;

    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    /* No SA_RESTART: a blocking read or poll must return so the loop sees the flag. */
    action.sa_handler = on_terminating_signal;
    for (size_t i = 0; i < COUNT(terminating_signals); i++) {
        if (install(terminating_signals[i], &action) != 0) return -1;
    }
    action.sa_handler = on_resize_signal;
    if (install(SIGWINCH, &action) != 0) return -1;
    action.sa_handler = on_notice_signal;
    if (install(SIGUSR2, &action) != 0) return -1;
    action.sa_handler = on_grace_expired;
    if (install(SIGALRM, &action) != 0) return -1;

    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    sigemptyset(&crash.sa_mask);
    crash.sa_sigaction = on_crash_signal;
    crash.sa_flags = SA_SIGINFO | SA_NODEFER;
    for (size_t i = 0; i < COUNT(crash_signals); i++) {
        if (install(crash_signals[i], &crash) != 0) return -1;
    }
    return 0;
}

void cnc_remove_signal_handlers(void) {
    cnc_acknowledge_signal();
    for (int sig = 1; sig < NSIG; sig++) {
        if (!handler_installed[sig]) continue;
        sigaction(sig, &previous_actions[sig], NULL);
        handler_installed[sig] = false;
    }
}

int32_t cnc_pending_signal(void) { return pending_signal; }

bool cnc_take_resize(void) {
    if (!resize_pending) return false;
    resize_pending = 0;
    return true;
}

bool cnc_take_notice(void) {
    if (!notice_pending) return false;
    notice_pending = 0;
    return true;
}

/* libdispatch's descriptor that becomes readable when the main queue has work (an eventfd on Linux);
 * the Foundation run loop reads it when it drains the queue. */
extern int _dispatch_get_main_queue_handle_4CF(void);

int32_t cnc_main_queue_fd(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

int32_t cnc_wait_for_input(int32_t timeout_ms) {
    struct pollfd fds[3];
    fds[0].fd = STDIN_FILENO;
    fds[0].events = POLLIN;
    fds[0].revents = 0;
    fds[1].fd = wake_pipe[0];
    fds[1].events = POLLIN;
    fds[1].revents = 0;
    fds[2].fd = cnc_main_queue_fd();
    fds[2].events = POLLIN;
    fds[2].revents = 0;
    /* A signal that arrived before poll() has already written to the pipe. The pipe is always
     * polled (a closed one is -1, which poll() skips). */
    int ready = poll(fds, 3, timeout_ms);
    if (ready < 0) return errno == EINTR ? 1 : -1;
    if (wake_pipe[0] >= 0 && (fds[1].revents & POLLIN)) {
        char drain[64];
        while (read(wake_pipe[0], drain, sizeof drain) > 0) {}
    }
    if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) return 2;
    if (!(fds[0].revents & POLLIN) && !(fds[1].revents & POLLIN) && (fds[2].revents & POLLIN)) return 3;
    return ready > 0 ? 1 : 0;
}

double cnc_cell_aspect(int32_t fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    if (size.ws_col == 0 || size.ws_row == 0 || size.ws_xpixel == 0 || size.ws_ypixel == 0) return 0;
    double cell_width = (double)size.ws_xpixel / size.ws_col;
    double cell_height = (double)size.ws_ypixel / size.ws_row;
    return cell_height / cell_width;
}
