# TAV_CHECK_SWIG(WHY-VARIABLE)
#
# The one SWIG check of the bindings (m4/tav-python.m4, tav-java.m4,
# tav-lua.m4): find SWIG 4.0 or later, the program named by SWIG=... on the
# configure command line or else swig or swig4.0 on PATH. The search and
# the version test run once per configure run, whichever binding asks
# first; every later call only reads the result. On failure, the shell
# variable WHY-VARIABLE is set to the reason ("SWIG not found (install
# swig)", "SWIG 3.0.12 is older than 4.0"), which the binding reports; on
# success it is left as it is. $SWIG is the program found (AC_SUBST).
AC_DEFUN([TAV_CHECK_SWIG], [
  AC_ARG_VAR([SWIG], [the SWIG program (4.0 or later), for the bindings])
  AS_IF([test "x$tav_swig_checked" != xyes], [
    tav_swig_checked=yes
    tav_swig_why=""
    AC_PATH_PROGS([SWIG], [swig swig4.0], [no])
    AS_IF([test "x$SWIG" = xno],
      [tav_swig_why="SWIG not found (install swig)"],
      [AC_MSG_CHECKING([whether $SWIG is version 4 or later])
       tav_swig_version=`$SWIG -version 2>/dev/null | sed -n 's/^SWIG Version \([[0-9.]]*\).*/\1/p'`
       AS_CASE([$tav_swig_version],
         [[[4-9]].*|[[1-9]][[0-9]]*.*], [AC_MSG_RESULT([yes ($tav_swig_version)])],
         [AC_MSG_RESULT([no ($tav_swig_version)])
          tav_swig_why="SWIG $tav_swig_version is older than 4.0"])])
  ])
  AS_IF([test -n "$tav_swig_why"], [$1=$tav_swig_why])
])
