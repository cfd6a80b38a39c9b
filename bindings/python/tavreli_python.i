/* Python-only part of the SWIG interface: typemaps for the output arrays of
 * bindings/tavreli.i and the global interpreter lock around long C calls.
 * Included by bindings/tavreli.i under #ifdef SWIGPYTHON. */

/* (tav_move *LEGAL_MOVES_OUT): a list of ints (the tav_move values), built
 * in one call so that a Python loop over the moves costs one C call. */
%typemap(in, numinputs=0) tav_move *LEGAL_MOVES_OUT (tav_move temp[TAV_MAX_MOVES]) {
    $1 = temp;
}
%typemap(argout) tav_move *LEGAL_MOVES_OUT {
    if (result < 0) {
        PyErr_SetString(PyExc_RuntimeError, tav_strerror(result));
        SWIG_fail;
    } else {
        PyObject *list = PyList_New(result);
        if (!list)
            SWIG_fail;
        for (int i = 0; i < result; i++) {
            PyObject *o = PyLong_FromUnsignedLong($1[i]);
            if (!o) {
                Py_DECREF(list);
                SWIG_fail;
            }
            PyList_SET_ITEM(list, i, o);
        }
        Py_DECREF($result);
        $result = list;
    }
}

/* (tav_divide_entry *DIVIDE_OUT): a list of (move, count) tuples. */
%typemap(in, numinputs=0) tav_divide_entry *DIVIDE_OUT (tav_divide_entry temp[TAV_MAX_MOVES]) {
    $1 = temp;
}
%typemap(argout) tav_divide_entry *DIVIDE_OUT {
    if (result < 0) {
        PyErr_SetString(result == TAV_ENOMEM ? PyExc_MemoryError : PyExc_ValueError,
                        tav_strerror(result));
        SWIG_fail;
    } else {
        PyObject *list = PyList_New(result);
        if (!list)
            SWIG_fail;
        for (int i = 0; i < result; i++) {
            PyObject *o = Py_BuildValue("(kK)", (unsigned long)$1[i].move,
                                        (unsigned long long)$1[i].count);
            if (!o) {
                Py_DECREF(list);
                SWIG_fail;
            }
            PyList_SET_ITEM(list, i, o);
        }
        Py_DECREF($result);
        $result = list;
    }
}

/* perft, divide, searches and solves count on a private copy of the
 * position, taken while the GIL is held; the work itself runs without the
 * GIL (bindings/tier: tavb_set_unlock), so other Python threads may run
 * meanwhile. */
%{
static void *tavpy_unlock(void) { return PyEval_SaveThread(); }
static void tavpy_relock(void *state) { PyEval_RestoreThread((PyThreadState *)state); }
%}
%init %{
    tavb_set_unlock(tavpy_unlock, tavpy_relock);
%}

/* The tavreli program (cli/), compiled into the module with its main()
 * renamed tavb_cli_main, so that `python3 -m tavreli uci` (tavreli/__main__.py)
 * is the same engine as `tavreli uci` after nothing but pip install. */
%include <argcargv.i>
%apply (int ARGC, char **ARGV) { (int argc, char **argv) }
%{
int tavb_cli_main(int argc, char **argv);
%}
int tavb_cli_main(int argc, char **argv);
%clear (int argc, char **argv);

/* Named argument typemaps, for a wrapper to %apply to its parameters so that
 * Python does not check what C then checks again: a wrong argument raises
 * the exception a Python user expects, naming the parameter.
 *
 * A typemap applies to every parameter of that type and name, in every
 * function: check the list (grep the headers) before applying one.
 *
 * (const char *TAVPY_STR): a str, encodable as UTF-8, without a NUL
 * character (TypeError, else ValueError with the character's offset); C
 * sees the UTF-8 text, held by the str for the call.
 * (const char *TAVPY_TEXT): the same, or None (NULL, which C reads as
 * documented: no comment, no start position). */
%define TAVPY_TEXT_TYPEMAP(name, none_is_null)
%typemap(in) const char *name {
    Py_ssize_t n;
    const char *s;
    if ($input == Py_None && none_is_null) {
        $1 = NULL;
    } else if (!PyUnicode_Check($input)) {
        PyErr_Format(PyExc_TypeError, "%s is a str, not %s", "$1_name", Py_TYPE($input)->tp_name);
        SWIG_fail;
    } else if (!(s = PyUnicode_AsUTF8AndSize($input, &n))) {
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError, "%s is not encodable as UTF-8: %R", "$1_name", $input);
        SWIG_fail;
    } else if (strlen(s) != (size_t)n) {
        PyErr_Format(PyExc_ValueError, "%s contains a NUL character (byte %zu)", "$1_name", strlen(s));
        SWIG_fail;
    } else {
        $1 = (char *)s;
    }
}
%typemap(typecheck, precedence=SWIG_TYPECHECK_STRING) const char *name {
    $1 = ($input == Py_None && none_is_null) || PyUnicode_Check($input) ? 1 : 0;
}
%enddef
TAVPY_TEXT_TYPEMAP(TAVPY_TEXT, 1)
TAVPY_TEXT_TYPEMAP(TAVPY_STR, 0)

/* (int TAVPY_INT), (long long TAVPY_INT): an int, not a bool (TypeError);
 * one outside the C type's range is a ValueError (not SWIG's OverflowError),
 * so that C's own range check with its message is the only one. */
%define TAVPY_INT_TYPEMAP(ctype, cmin, cmax)
%typemap(in) ctype TAVPY_INT {
    long long v;
    int overflow = 0;
    if (PyBool_Check($input) || !PyLong_Check($input)) {
        PyErr_Format(PyExc_TypeError, "%s is an int, not %s", "$1_name", Py_TYPE($input)->tp_name);
        SWIG_fail;
    }
    v = PyLong_AsLongLongAndOverflow($input, &overflow);
    if (overflow || v < (long long)(cmin) || v > (long long)(cmax)) {
        PyErr_Format(PyExc_ValueError, "%s is out of range: %R", "$1_name", $input);
        SWIG_fail;
    }
    $1 = (ctype)v;
}
%typemap(typecheck, precedence=SWIG_TYPECHECK_INTEGER) ctype TAVPY_INT {
    $1 = PyLong_Check($input) && !PyBool_Check($input) ? 1 : 0;
}
%enddef
TAVPY_INT_TYPEMAP(int, INT_MIN, INT_MAX)
TAVPY_INT_TYPEMAP(long long, LLONG_MIN, LLONG_MAX)

/* (double TAVPY_DOUBLE): a float or an int, not a bool (TypeError naming the
 * parameter and the value); nan and the infinities are passed on for C to
 * refuse with its message. (double TAVPY_LIMIT_DOUBLE): the same with a
 * ValueError, where the package always raised one (Limit's fields). */
%define TAVPY_DOUBLE_TYPEMAP(name, exc)
%typemap(in) double name {
    if (PyBool_Check($input) || !(PyFloat_Check($input) || PyLong_Check($input))) {
        PyErr_Format(exc, "%s is a number, not %s: %R", "$1_name", Py_TYPE($input)->tp_name, $input);
        SWIG_fail;
    }
    $1 = PyFloat_AsDouble($input);
    if ($1 == -1.0 && PyErr_Occurred()) { /* an int beyond a double's range */
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError, "%s is out of range: %R", "$1_name", $input);
        SWIG_fail;
    }
}
%typemap(typecheck, precedence=SWIG_TYPECHECK_DOUBLE) double name {
    $1 = (PyFloat_Check($input) || PyLong_Check($input)) && !PyBool_Check($input) ? 1 : 0;
}
%enddef
TAVPY_DOUBLE_TYPEMAP(TAVPY_DOUBLE, PyExc_TypeError)
TAVPY_DOUBLE_TYPEMAP(TAVPY_LIMIT_DOUBLE, PyExc_ValueError)

/* (double TAVPY_INT_DOUBLE): an int, not a bool (TypeError naming the
 * parameter), as a double for C to check its range (one beyond a double's
 * is a ValueError). (double TAVPY_LIMIT_INT_DOUBLE): the same with a
 * ValueError, where the package always raised one (search limits). */
%define TAVPY_INT_DOUBLE_TYPEMAP(name, exc)
%typemap(in) double name {
    if (PyBool_Check($input) || !PyLong_Check($input)) {
        PyErr_Format(exc, "%s is an int, not %s: %R", "$1_name", Py_TYPE($input)->tp_name, $input);
        SWIG_fail;
    }
    $1 = PyLong_AsDouble($input);
    if ($1 == -1.0 && PyErr_Occurred()) {
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError, "%s is out of range: %R", "$1_name", $input);
        SWIG_fail;
    }
}
%typemap(typecheck, precedence=SWIG_TYPECHECK_INTEGER) double name {
    $1 = PyLong_Check($input) && !PyBool_Check($input) ? 1 : 0;
}
%enddef
TAVPY_INT_DOUBLE_TYPEMAP(TAVPY_INT_DOUBLE, PyExc_TypeError)
TAVPY_INT_DOUBLE_TYPEMAP(TAVPY_LIMIT_INT_DOUBLE, PyExc_ValueError)

/* The parameters they apply to (one %apply line per parameter name). */

/* (const char *TAVB_TEXT, size_t TAVB_TEXT_LENGTH): a str as UTF-8 with its
 * length, NUL characters included, so that C, which reads the length, says
 * where a NUL is with the error of the text read (TypeError for a non-str,
 * ValueError for one not encodable). */
%typemap(in) (const char *TAVB_TEXT, size_t TAVB_TEXT_LENGTH) {
    Py_ssize_t n;
    if (!PyUnicode_Check($input)) {
        PyErr_Format(PyExc_TypeError, "%s is a str, not %s", "$1_name", Py_TYPE($input)->tp_name);
        SWIG_fail;
    }
    if (!($1 = (char *)PyUnicode_AsUTF8AndSize($input, &n))) {
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError, "%s is not encodable as UTF-8: %R", "$1_name", $input);
        SWIG_fail;
    }
    $2 = (size_t)n;
}
%apply (const char *TAVB_TEXT, size_t TAVB_TEXT_LENGTH) { (const char *tfen_text, size_t tfen_length) };
%apply (const char *TAVB_TEXT, size_t TAVB_TEXT_LENGTH) { (const char *move_text, size_t move_length) };
%apply long long TAVPY_INT { long long perft_depth };
%apply long long TAVPY_INT { long long perft_split };
%apply long long TAVPY_INT { long long perft_batch };
%apply int TAVPY_INT { int piece_type };
%apply int TAVPY_INT { int badge };
%apply int TAVPY_INT { int move_count };
%apply long long TAVPY_INT { long long move };
%apply long long TAVPY_INT { long long piece_value };
%apply long long TAVPY_INT { long long castling_rights };
%apply long long TAVPY_INT { long long halfmove_clock };
%apply long long TAVPY_INT { long long fullmove_number };
%apply (const char *TAVB_TEXT, size_t TAVB_TEXT_LENGTH) { (const char *symbol_text, size_t symbol_length) };
%apply const char *TAVPY_STR { const char *tag_name };
%apply const char *TAVPY_STR { const char *tag_value };
%apply const char *TAVPY_TEXT { const char *comment_text };
%apply const char *TAVPY_STR { const char *move_text };
%apply const char *TAVPY_TEXT { const char *roster_tfen };
%apply int TAVPY_INT { int nag };
%apply long long TAVPY_INT { long long move_value };
%apply long long TAVPY_INT { long long variation_move };
%apply const char *TAVPY_STR { const char *limit_name };
%apply long long TAVPY_INT { long long limit_value };
%apply int TAVPY_INT { int analysis_depth };
%apply long long TAVPY_INT { long long analysis_nodes };
%apply long long TAVPY_INT { long long analysis_ms };
%apply int TAVPY_INT { int analysis_threads };
%apply long long TAVPY_INT { long long analysis_hash_mb };
%apply int TAVPY_INT { int size };
%apply long long TAVPY_INT { long long legend };
%apply long long TAVPY_INT { long long max_nodes };
%apply long long TAVPY_INT { long long moves };
%apply const char *TAVPY_STR { const char *option_name };
%apply const char *TAVPY_STR { const char *option_value };
%apply const char *TAVPY_STR { const char *svg_color };
%apply const char *TAVPY_STR { const char *svg_role };
%apply const char *TAVPY_TEXT { const char *svg_arrow_color };
%apply const char *TAVPY_TEXT { const char *svg_title };
%apply double TAVPY_LIMIT_DOUBLE { double limit_time };
%apply double TAVPY_LIMIT_DOUBLE { double limit_white_clock };
%apply double TAVPY_LIMIT_DOUBLE { double limit_black_clock };
%apply double TAVPY_LIMIT_DOUBLE { double limit_white_inc };
%apply double TAVPY_LIMIT_DOUBLE { double limit_black_inc };
%apply double TAVPY_LIMIT_INT_DOUBLE { double limit_depth };
%apply double TAVPY_LIMIT_INT_DOUBLE { double limit_nodes };
%apply double TAVPY_LIMIT_INT_DOUBLE { double limit_mate };
%apply double TAVPY_LIMIT_INT_DOUBLE { double limit_remaining_moves };
%apply const char *TAVPY_STR { const char *stip };
%apply double TAVPY_DOUBLE { double max_seconds };
%apply double TAVPY_LIMIT_INT_DOUBLE { double search_depth };
%apply double TAVPY_LIMIT_INT_DOUBLE { double search_nodes };
%apply double TAVPY_LIMIT_DOUBLE { double search_time };
%apply double TAVPY_LIMIT_INT_DOUBLE { double search_mate };
%apply double TAVPY_LIMIT_INT_DOUBLE { double search_multipv };
%apply double TAVPY_INT_DOUBLE { double hash_mb };
