/*
 * cardgames._speedups: the per-move path of the Python package (a state made
 * and freed, is_terminal, current_player, legal_moves, apply) as CPython
 * functions, which cost a few tens of nanoseconds a call where a ctypes call
 * costs some hundreds. Optional: the package falls back to ctypes when this
 * module is not built or not importable (another Python version).
 *
 * It calls the functions of the very library that ctypes loaded: bind()
 * takes their addresses, so that this module needs no link to libcardgames
 * and cannot pick another copy of it. States and games are passed as the
 * ints of their addresses. The calls are short and keep the interpreter lock.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>

#include "cardgames/cardgames.h"

/* Moves listed into a buffer on the stack; games with more use the heap. */
#define STACK_MOVES 512

static cg_status (*state_new)(const cg_game *, uint64_t, cg_state **);
static void (*state_free)(cg_state *);
static bool (*state_is_terminal)(const cg_state *);
static int (*state_current_player)(const cg_state *);
static size_t (*state_legal_moves)(const cg_state *, cg_move *, size_t);
static cg_status (*state_apply)(cg_state *, cg_move);

static int bound(void)
{
    if (state_apply)
        return 1;
    PyErr_SetString(PyExc_RuntimeError, "cardgames._speedups: bind() was not called");
    return 0;
}

/* A pointer from the int of its address (None or 0: NULL, which the
   library's functions refuse). */
static int pointer_of(PyObject *value, void **out)
{
    if (value == Py_None) {
        *out = NULL;
        return 1;
    }
    *out = PyLong_AsVoidPtr(value);
    return !(*out == NULL && PyErr_Occurred());
}

/* An unsigned integer through __index__ (numpy integers too): OverflowError
   below 0 or past 64 bits; 0 with the exception set. */
static int unsigned_of(PyObject *value, unsigned long long *out)
{
    PyObject *index = PyLong_CheckExact(value) ? (Py_INCREF(value), value) : PyNumber_Index(value);
    if (!index)
        return 0;
    *out = PyLong_AsUnsignedLongLong(index);
    Py_DECREF(index);
    return !(*out == (unsigned long long)-1 && PyErr_Occurred());
}

/* bind(new, free, is_terminal, current_player, legal_moves, apply): the
   addresses of cg_state_new ... cg_state_apply in the loaded library. */
static PyObject *bind(PyObject *self, PyObject *const *args, Py_ssize_t n)
{
    (void)self;
    uintptr_t fn[6];
    if (n != 6) {
        PyErr_SetString(PyExc_TypeError, "bind() takes the addresses of 6 functions");
        return NULL;
    }
    for (int i = 0; i < 6; i++) {
        void *address;
        if (!pointer_of(args[i], &address))
            return NULL;
        if (!address) {
            PyErr_SetString(PyExc_ValueError, "bind(): a function's address is 0");
            return NULL;
        }
        fn[i] = (uintptr_t)address;
    }
    /* Addresses turned into functions, as dlsym's are. */
    state_new = (cg_status(*)(const cg_game *, uint64_t, cg_state **))fn[0];
    state_free = (void (*)(cg_state *))fn[1];
    state_is_terminal = (bool (*)(const cg_state *))fn[2];
    state_current_player = (int (*)(const cg_state *))fn[3];
    state_legal_moves = (size_t(*)(const cg_state *, cg_move *, size_t))fn[4];
    state_apply = (cg_status(*)(cg_state *, cg_move))fn[5];
    Py_RETURN_NONE;
}

/* The first of a call's two arguments as a pointer (usage names the call
   for the TypeError of a wrong count); 0 with the exception set. */
static int two_args(PyObject *const *args, Py_ssize_t n, const char *usage, void **first)
{
    if (n != 2) {
        PyErr_SetString(PyExc_TypeError, usage);
        return 0;
    }
    return bound() && pointer_of(args[0], first);
}

/* new_state(game, seed) -> the new state's address, or -status when
   cg_state_new fails (cg_last_error() says why). */
static PyObject *new_state(PyObject *self, PyObject *const *args, Py_ssize_t n)
{
    (void)self;
    void *game;
    if (!two_args(args, n, "new_state(game, seed)", &game))
        return NULL;
    unsigned long long seed;
    if (!unsigned_of(args[1], &seed))
        return NULL;
    cg_state *state = NULL;
    cg_status status = state_new(game, (uint64_t)seed, &state);
    if (status != CG_OK)
        return PyLong_FromLong(-(long)status);
    return PyLong_FromVoidPtr(state);
}

static PyObject *free_state(PyObject *self, PyObject *arg)
{
    (void)self;
    void *state;
    if (!bound() || !pointer_of(arg, &state))
        return NULL;
    state_free(state);
    Py_RETURN_NONE;
}

static PyObject *is_terminal(PyObject *self, PyObject *arg)
{
    (void)self;
    void *state;
    if (!bound() || !pointer_of(arg, &state))
        return NULL;
    return PyBool_FromLong(state_is_terminal(state));
}

static PyObject *current_player(PyObject *self, PyObject *arg)
{
    (void)self;
    void *state;
    if (!bound() || !pointer_of(arg, &state))
        return NULL;
    return PyLong_FromLong(state_current_player(state));
}

/* legal_moves(state, cap) -> the list of the legal moves' codes; cap is the
   game's cg_game_max_moves. */
static PyObject *legal_moves(PyObject *self, PyObject *const *args, Py_ssize_t n)
{
    (void)self;
    void *state;
    if (!two_args(args, n, "legal_moves(state, cap)", &state))
        return NULL;
    unsigned long long wanted;
    if (!unsigned_of(args[1], &wanted))
        return NULL;
    if (wanted > PY_SSIZE_T_MAX / sizeof(cg_move)) {
        PyErr_SetString(PyExc_OverflowError, "legal_moves(): cap is too large");
        return NULL;
    }
    size_t cap = (size_t)wanted;
    cg_move on_stack[STACK_MOVES];
    cg_move *moves = on_stack;
    if (cap > STACK_MOVES) {
        moves = malloc(cap * sizeof *moves);
        if (!moves)
            return PyErr_NoMemory();
    }
    size_t count = state_legal_moves(state, moves, cap);
    if (count > cap)
        count = cap;
    PyObject *list = PyList_New((Py_ssize_t)count);
    for (size_t i = 0; list && i < count; i++) {
        PyObject *code = PyLong_FromUnsignedLong(moves[i]);
        if (!code) {
            Py_CLEAR(list);
            break;
        }
        PyList_SET_ITEM(list, (Py_ssize_t)i, code);
    }
    if (moves != on_stack)
        free(moves);
    return list;
}

/* apply(state, move) -> the cg_status of cg_state_apply. */
static PyObject *apply(PyObject *self, PyObject *const *args, Py_ssize_t n)
{
    (void)self;
    void *state;
    if (!two_args(args, n, "apply(state, move)", &state))
        return NULL;
    unsigned long long move;
    if (!unsigned_of(args[1], &move))
        return NULL;
    if (move > UINT32_MAX) {
        PyErr_SetString(PyExc_OverflowError, "apply(): a move code is below 2**32");
        return NULL;
    }
    return PyLong_FromLong(state_apply(state, (cg_move)move));
}

static PyMethodDef methods[] = {
    {"bind", (PyCFunction)(void (*)(void))bind, METH_FASTCALL,
     "bind(new, free, is_terminal, current_player, legal_moves, apply): the library's "
     "functions."},
    {"new_state", (PyCFunction)(void (*)(void))new_state, METH_FASTCALL,
     "new_state(game, seed) -> the state's address, or -status."},
    {"free_state", free_state, METH_O, "free_state(state)"},
    {"is_terminal", is_terminal, METH_O, "is_terminal(state) -> bool"},
    {"current_player", current_player, METH_O, "current_player(state) -> int"},
    {"legal_moves", (PyCFunction)(void (*)(void))legal_moves, METH_FASTCALL,
     "legal_moves(state, cap) -> list of move codes"},
    {"apply", (PyCFunction)(void (*)(void))apply, METH_FASTCALL,
     "apply(state, move) -> status"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_speedups",
    "The per-move path of cardgames in C (optional; the package falls back to ctypes).", -1,
    methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__speedups(void); /* the entry point Python looks up */

PyMODINIT_FUNC PyInit__speedups(void)
{
    return PyModule_Create(&module);
}
