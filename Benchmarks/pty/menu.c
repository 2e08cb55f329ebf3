/*
 * The reference for Benchmarks/pty/scroll_benchmark.py: the tcv `list` demo's items in ncurses'
 * own menu library. Down/j scrolls the menu one row (REQ_SCR_DLINE, what tcv's Down does to
 * contentOffset); the bottom row is a reverse-video status line naming the top item, which changes
 * with every scroll as tcv's offset does. q quits.
 *
 *   cc -O2 -o menu menu.c -lmenuw -lncursesw
 *   ./menu 1000000
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <menu.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    long count = argc > 1 ? atol(argv[1]) : 1000;
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    leaveok(stdscr, TRUE);

    ITEM **items = calloc((size_t)count + 1, sizeof *items);
    char *labels = malloc((size_t)count * 13);
    for (long i = 0; i < count; i++) {
        snprintf(labels + i * 13, 13, "Item %07ld", i);
        items[i] = new_item(labels + i * 13, "");
    }
    MENU *menu = new_menu(items);
    int rows = LINES > 1 ? LINES - 1 : 1;
    set_menu_format(menu, rows, 1);
    set_menu_mark(menu, " ");
    set_menu_win(menu, stdscr);
    set_menu_sub(menu, derwin(stdscr, rows, COLS, 0, 0));
    post_menu(menu);

    for (;;) {
        attron(A_REVERSE);
        mvhline(LINES - 1, 0, ' ', COLS);
        mvprintw(LINES - 1, 0, "menu│top %d│? help", top_row(menu));
        attroff(A_REVERSE);
        refresh();
        int key = getch();
        if (key == 'q') break;
        if (key == KEY_DOWN || key == 'j') menu_driver(menu, REQ_SCR_DLINE);
        if (key == KEY_UP || key == 'k') menu_driver(menu, REQ_SCR_ULINE);
    }
    unpost_menu(menu);
    endwin();
    return 0;
}
