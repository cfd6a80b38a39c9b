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
