# TAV_CHECK_CFLAG(FLAG, VAR): append FLAG to shell variable VAR if the C
# compiler accepts it (with -Werror, so that warnings count as refusals).
AC_DEFUN([TAV_CHECK_CFLAG], [
  AC_MSG_CHECKING([whether $CC accepts $1])
  tav_save_CFLAGS=$CFLAGS
  CFLAGS="$CFLAGS -Werror $1"
  AC_COMPILE_IFELSE([AC_LANG_PROGRAM([], [])],
    [AC_MSG_RESULT([yes]); $2="$$2 $1"],
    [AC_MSG_RESULT([no])])
  CFLAGS=$tav_save_CFLAGS
])
