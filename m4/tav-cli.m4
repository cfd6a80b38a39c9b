# The tavreli program's bash completion goes where bash-completion looks
# for it: pkg-config's completionsdir of bash-completion, taken relative to
# our prefix (so that a staged or non-root install stays inside it), else
# $(datadir)/bash-completion/completions, as Debian installs them.
AC_ARG_WITH([bash-completion-dir],
  [AS_HELP_STRING([--with-bash-completion-dir=DIR], [install the bash completion of tavreli in DIR])],
  [bashcompletiondir=$withval],
  [bashcompletiondir=""
   AS_IF([test -n "$PKG_CONFIG"],
     [bashcompletiondir=`$PKG_CONFIG --define-variable=prefix='${prefix}' --define-variable=datadir='${datadir}' --variable=completionsdir bash-completion 2>/dev/null`])
   AS_IF([test -z "$bashcompletiondir"], [bashcompletiondir='${datadir}/bash-completion/completions'])])
AC_SUBST([bashcompletiondir])
