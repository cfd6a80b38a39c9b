# The Python binding (bindings/python): Python 3 with its headers, and SWIG.
#
#   --enable-python=auto (default): build it when the toolchain is found
#   --enable-python=yes: a missing toolchain is an error
#   --disable-python: never
#
# PYTHON=/path/to/python3 chooses the interpreter (and so where the package
# is installed: its pythondir/pyexecdir). Without it, Debian's /usr/bin/python3
# is preferred to whatever python3 comes first on PATH (a pyenv shim, say),
# since that is the one whose headers python3-dev installs.
# SWIG=/path/to/swig chooses SWIG (4.0 or later).
AC_ARG_ENABLE([python],
  [AS_HELP_STRING([--enable-python],
    [build the Python binding (needs Python 3 headers and SWIG 4; default: auto)])],
  [], [enable_python=auto])

tav_python=no
tav_python_why=""
AS_IF([test "x$enable_python" != xno], [
  AS_IF([test -z "$PYTHON" && test -x /usr/bin/python3], [PYTHON=/usr/bin/python3])
  AM_PATH_PYTHON([3.6], [], [PYTHON=:])
  AS_IF([test "x$PYTHON" = x:], [tav_python_why="no Python 3 interpreter"], [
    # Where this interpreter imports from under our prefix: Debian's Python
    # reads /usr/local/lib/python3.X/dist-packages, not the site-packages
    # that AM_PATH_PYTHON derives; use the interpreter's own default when it
    # lies under $prefix/lib, else keep AM_PATH_PYTHON's choice.
    tav_prefix=$prefix
    AS_IF([test "x$tav_prefix" = xNONE], [tav_prefix=$ac_default_prefix])
    tav_exec_prefix=$exec_prefix
    AS_IF([test "x$tav_exec_prefix" = xNONE], [tav_exec_prefix=$tav_prefix])
    tav_purelib=`$PYTHON -c "import sysconfig; print(sysconfig.get_path('purelib'))" 2>/dev/null`
    tav_platlib=`$PYTHON -c "import sysconfig; print(sysconfig.get_path('platlib'))" 2>/dev/null`
    AS_CASE([$tav_purelib], ["$tav_prefix/lib/"*],
      [pythondir="\${prefix}${tav_purelib#"$tav_prefix"}"
       AC_MSG_NOTICE([installing Python modules in $PYTHON's own directory: pythondir=$pythondir])])
    AS_CASE([$tav_platlib], ["$tav_exec_prefix/lib/"*],
      [pyexecdir="\${exec_prefix}${tav_platlib#"$tav_exec_prefix"}"
       AC_MSG_NOTICE([pyexecdir=$pyexecdir])])
    AC_MSG_CHECKING([for the include directory of $PYTHON])
    TAV_PYTHON_INCLUDE=`$PYTHON -c "import sysconfig; print(sysconfig.get_paths()[['include']])" 2>/dev/null`
    AC_MSG_RESULT([$TAV_PYTHON_INCLUDE])
    PYTHON_CPPFLAGS="-I$TAV_PYTHON_INCLUDE"
    tav_save_CPPFLAGS=$CPPFLAGS
    CPPFLAGS="$CPPFLAGS $PYTHON_CPPFLAGS"
    AC_MSG_CHECKING([for Python.h])
    AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#include <Python.h>]], [[Py_Initialize();]])],
      [AC_MSG_RESULT([yes]); tav_python=yes],
      [AC_MSG_RESULT([no]); tav_python_why="no Python.h for $PYTHON (install python3-dev)"])
    CPPFLAGS=$tav_save_CPPFLAGS
  ])
  AS_IF([test "x$tav_python" = xyes], [
    TAV_CHECK_SWIG([tav_python_why])
    AS_IF([test -n "$tav_python_why"], [tav_python=no])
  ])
  AS_IF([test "x$enable_python" = xyes && test "x$tav_python" != xyes],
    [AC_MSG_ERROR([--enable-python: $tav_python_why])])
])
AS_IF([test "x$enable_python" = xno], [tav_python_why="disabled by --disable-python"])
AC_SUBST([PYTHON_CPPFLAGS])
AM_CONDITIONAL([TAV_PYTHON], [test "x$tav_python" = xyes])
AC_MSG_CHECKING([whether to build the Python binding])
AS_IF([test "x$tav_python" = xyes],
  [AC_MSG_RESULT([yes, for $PYTHON (Python $PYTHON_VERSION, $SWIG)])],
  [AC_MSG_RESULT([no: $tav_python_why])
   AC_MSG_NOTICE([the Python binding will NOT be built ($tav_python_why)])])
