#ifndef CNCURSES_H
#define CNCURSES_H

/*
 * A small C shim over ncursesw for Swift.
 *
 * Why a shim: ncurses exposes much of its API as macros (stdscr, LINES, COLS,
 * KEY_F(n), COLOR_PAIR, mouse masks, attribute bits) that Swift cannot import,
 * and its wide-character API needs _XOPEN_SOURCE_EXTENDED, which must not leak
 * into Swift modules that import this header. So this header uses plain C types
 * only; curses.h is included by shim.c alone. Swift never hard-codes an ncurses
 * constant: every value it needs comes from cnc_constants().
 */

#include <stdint.h>
#include <stdbool.h>

/* What get_wch delivered. */
typedef enum {
    CNC_INPUT_NONE = 0,      /* ERR: no input within the current delay */
    CNC_INPUT_CHARACTER = 1, /* OK: code is a Unicode scalar value */
    CNC_INPUT_KEY = 2        /* KEY_CODE_YES: code is an ncurses key code (KEY_UP...) */
} cnc_input_kind;

/* The ncurses constants Swift needs, read from the real headers. */
typedef struct {
    int32_t ok;
    int32_t err;

    int32_t keyUp, keyDown, keyLeft, keyRight;
    int32_t keyPageUp, keyPageDown, keyHome, keyEnd;
    int32_t keyFind, keySelect, keyA1, keyC1;
    int32_t keyEnter, keyBackspace, keyDelete, keyBackTab;
    int32_t keyF0;          /* KEY_F(n) == keyF0 + n */
    int32_t keyResize, keyMouse;
    int32_t keyMin, keyMax;

    int32_t cellScalarLimit; /* CCHARW_MAX: scalars one cell can hold (1 spacing + combining) */

    uint64_t button1Pressed, button1Released;
    uint64_t button4Pressed, button5Pressed;
    uint64_t button2Pressed, button2Released;
    uint64_t button3Pressed, button3Released;
    uint64_t reportMousePosition; /* REPORT_MOUSE_POSITION: motion (with a button held, mode 1002) */

    uint64_t attributeNormal, attributeBold, attributeDim, attributeReverse;

    int32_t colorBlack, colorRed, colorGreen, colorYellow;
    int32_t colorBlue, colorMagenta, colorCyan, colorWhite;
} cnc_constants_t;

/* The real values of ncurses' macros and constants. */
cnc_constants_t cnc_constants(void);

/* KEY_F(n). */
int32_t cnc_key_f(int32_t n);

/* ---- terminal probing and session ---- */

/* Result of cnc_probe_term. */
typedef enum {
    CNC_TERM_OK = 0,
    CNC_TERM_UNKNOWN = 1,       /* no terminfo entry for this name */
    CNC_TERM_NO_DATABASE = 2,   /* terminfo database not found */
    CNC_TERM_TOO_DUMB = 3       /* entry exists but cannot address the cursor (e.g. dumb) */
} cnc_term_probe;

/* Checks that `term` has a usable terminfo entry without printing anything or exiting
   (unlike initscr, which prints and exits on an unknown TERM). */
cnc_term_probe cnc_probe_term(const char *term);

/* newterm(term, stdout, stdin) and set_term; returns false if ncurses refuses. */
bool cnc_newterm(const char *term);
/* endwin() then delscreen(): leaves curses mode for good. Safe to call twice. */
void cnc_end(void);
/* Whether a screen from cnc_newterm is active (not yet ended). */
bool cnc_is_active(void);

int32_t cnc_lines(void);
int32_t cnc_cols(void);

int32_t cnc_cbreak(void);
int32_t cnc_noecho(void);
int32_t cnc_nonl(void);
int32_t cnc_keypad(bool enabled);
int32_t cnc_nodelay(bool enabled);
/** typeahead(-1): doupdate does not poll the input between lines to cut a refresh short. */
int32_t cnc_disable_typeahead(void);
/** Makes ncurses send each refresh in one write instead of one per cursor move (see shim.c).
    Call once after cnc_newterm, before the first frame and before the mouse is set up. */
int32_t cnc_write_refreshes_whole(void);
int32_t cnc_timeout(int32_t milliseconds);
int32_t cnc_curs_set(int32_t visibility);
int32_t cnc_set_escdelay(int32_t milliseconds);
int32_t cnc_leaveok(bool enabled);

bool cnc_has_colors(void);
int32_t cnc_start_color(void);
int32_t cnc_use_default_colors(void);
int32_t cnc_color_pairs(void);
int32_t cnc_colors(void);
int32_t cnc_init_pair(int32_t pair, int32_t foreground, int32_t background);

/* mousemask(mask, &old); returns the mask ncurses actually granted (0 if none). */
uint64_t cnc_mousemask(uint64_t mask);
int32_t cnc_mouseinterval(int32_t milliseconds);
/* Switches xterm's button-event tracking (mode 1002: motion reported while a button is held) on.
   ncurses' XM string and its default ask only for mode 1000 (presses and releases), so the mode is
   written here; ncurses decodes the motion reports as REPORT_MOUSE_POSITION. cnc_end and the
   emergency restore switch it off again. Terminals without the mode ignore the sequence. */
void cnc_enable_button_event_tracking(void);

/* ---- drawing ---- */

/* werase(stdscr). */
int32_t cnc_erase(void);
/* Forces the next refresh to repaint the whole screen (after a resize). */
int32_t cnc_clearok(bool enabled);
/* Puts one cell at (y, x): `text` is a spacing character followed by up to four
   combining characters (a NUL-terminated wide string), drawn with `attrs` and colour
   pair `pair` via setcchar + mvwadd_wch. Returns OK or ERR. */
int32_t cnc_put_cell(int32_t y, int32_t x, const uint32_t *text, uint64_t attrs, int32_t pair);
/* Shifts rows top..bottom of stdscr up by `count` (down when negative), blanking the rows left
   behind, as the next frame shows them moved (a scroll): ncurses then sends the terminal a scroll
   instead of every changed cell. Returns OK or ERR (nothing moved). */
int32_t cnc_scroll_region(int32_t top, int32_t bottom, int32_t count);
/* wnoutrefresh(stdscr) + doupdate(): one terminal update per frame. */
int32_t cnc_refresh(void);
/* wcwidth() of one scalar in the current locale (-1 for non-printable). */
int32_t cnc_wcwidth(uint32_t scalar);

/* ---- input ---- */

/* get_wch(): returns what arrived and stores the character or key code in *code. */
cnc_input_kind cnc_get_wch(uint32_t *code);
/* getmouse(): on OK stores the cell and the button state and returns true. */
bool cnc_getmouse(int32_t *x, int32_t *y, uint64_t *button_state);

/* Re-reads the window size from the terminal (TIOCGWINSZ) and, if it changed, calls
   resizeterm, which queues KEY_RESIZE for get_wch. Used because the shim owns SIGWINCH. */
void cnc_update_size(void);

/* ---- signals and restoring the terminal ---- */

/* Saves the terminal modes of stdin (tcgetattr) before curses changes them, so that
   the terminal can be restored from a signal handler. Call before cnc_newterm. */
void cnc_save_shell_modes(void);
/* Captures the bytes that leave curses mode (exit_ca_mode, cursor_normal,
   exit_attribute_mode, mouse off) for the async-signal-safe emergency restore.
   Call after cnc_newterm and the mouse setup. */
void cnc_prepare_emergency_restore(bool mouse_enabled);
/* Async-signal-safe: writes the captured bytes and restores the saved modes. */
void cnc_emergency_restore(void);

/* Installs handlers: SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1 are recorded and reported through
   cnc_pending_signal; unless the run loop takes one (cnc_acknowledge_signal) within 0.3 s —
   it is busy in the user's code, say — or a second one comes while the first is pending, the
   terminal is restored at once and the process _exits with 128+n, so Ctrl-C always works;
   SIGWINCH is recorded for cnc_take_resize, SIGUSR2 for cnc_take_notice. Each also wakes cnc_wait_for_input through
   a self-pipe. Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE) restore
   the terminal, then run the previous handler (Swift's backtracer) or die by the signal.
   Also registers (once) an atexit handler that ends curses mode if still active.
   Install before cnc_newterm so ncurses keeps its own SIGINT/SIGTERM/SIGWINCH handlers
   out (it only installs them over SIG_DFL). Returns 0, or -1 with errno set. */
int32_t cnc_install_signal_handlers(void);
/* Blocks until stdin is readable, a handled signal arrives, or `timeout_ms` passes
   (-1 = no limit), or the main dispatch queue has work (a `DispatchQueue.main` block, an
   `asyncAfter` whose time came). Returns 1 if woken by input or a signal, 3 by the main queue
   alone, 0 on timeout, 2 if stdin hung up or failed (the terminal is gone: waiting again would
   return at once forever), -1 on error. */
int32_t cnc_wait_for_input(int32_t timeout_ms);
/* The main dispatch queue's wake-up descriptor (libdispatch's run-loop handle on Linux), which
   the Foundation run loop reads when it drains the queue. */
int32_t cnc_main_queue_fd(void);
/* Restores the handlers that were active before cnc_install_signal_handlers. */
void cnc_remove_signal_handlers(void);
/* The first terminating signal received since installation (0 if none). */
int32_t cnc_pending_signal(void);
/* The run loop took the pending signal and ends in its own way: the 0.3 s grace timer stops. */
void cnc_acknowledge_signal(void);
/* Whether SIGWINCH arrived since the last call (and clears the flag). */
bool cnc_take_resize(void);
/* Whether SIGUSR2 arrived since the last call (and clears the flag): the process that started this
   one has a notice for it (`tcv run --watch`: a rebuild started or failed). */
bool cnc_take_notice(void);

/* A character cell's height over its width on the terminal at `fd`, from TIOCGWINSZ's pixel size
   (ws_ypixel / ws_row over ws_xpixel / ws_col); 0 when the terminal does not report pixels (most
   terminal multiplexers and many emulators leave them 0) or `fd` is not a terminal. */
double cnc_cell_aspect(int32_t fd);

#endif
