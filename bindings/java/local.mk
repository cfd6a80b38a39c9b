# The Java binding: the package tavreli (bindings/java/tavreli_java.i over
# the shared bindings/tavreli.i), as tavreli.jar in $(datadir)/java and
# libtavreli_jni.so in $(libdir). SWIG's Java output, the classes and the
# jar are built in the build tree, never committed.

tav_java_sources = \
	bindings/java/tavreli/Clock.java \
	bindings/java/tavreli/Color.java \
	bindings/java/tavreli/Engine.java \
	bindings/java/tavreli/Game.java \
	bindings/java/tavreli/GameNode.java \
	bindings/java/tavreli/GameReader.java \
	bindings/java/tavreli/Limit.java \
	bindings/java/tavreli/Move.java \
	bindings/java/tavreli/SearchLine.java \
	bindings/java/tavreli/Solution.java \
	bindings/java/tavreli/Solver.java \
	bindings/java/tavreli/Squares.java \
	bindings/java/tavreli/Status.java \
	bindings/java/tavreli/Svg.java \
	bindings/java/tavreli/TavreliException.java \
	bindings/java/tavreli/TimeControl.java

EXTRA_DIST += \
	bindings/java/tavreli_java.i \
	$(tav_java_sources) \
	bindings/java/tests/ApiTest.java \
	bindings/java/tests/TavreliTest.java \
	bindings/java/java-tests.sh

if TAV_JAVA
lib_LTLIBRARIES += bindings/java/libtavreli_jni.la
nodist_bindings_java_libtavreli_jni_la_SOURCES = bindings/java/tavreli_wrap.c
# (strdup in the language's own helpers is POSIX)
bindings_java_libtavreli_jni_la_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/bindings/tier -I$(srcdir)/bindings/java $(JNI_CPPFLAGS) -D_POSIX_C_SOURCE=200809L
# SWIG's output is not held to the library's warning flags.
bindings_java_libtavreli_jni_la_CFLAGS = -fno-strict-aliasing
bindings_java_libtavreli_jni_la_LDFLAGS = -module -avoid-version -shared
bindings_java_libtavreli_jni_la_LIBADD = bindings/java/libtavj.la bindings/tier/libtavb.la libtavreli/libtavreli.la
# Java's own C (the JNI typemaps' strings and exceptions, the Position
# methods declared in tavreli_java.i), with the library's warning flags.
noinst_LTLIBRARIES += bindings/java/libtavj.la
bindings_java_libtavj_la_SOURCES = bindings/java/jni_text.c bindings/java/jni_text.h \
	bindings/java/jni_position.c bindings/java/jni_position.h
bindings_java_libtavj_la_CPPFLAGS = $(bindings_java_libtavreli_jni_la_CPPFLAGS)
bindings_java_libtavj_la_CFLAGS = $(AM_CFLAGS)

tavrelijardir = $(datadir)/java
nodist_tavrelijar_DATA = bindings/java/tavreli.jar

# SWIG writes the C wrapper and the Java classes of package tavreli (into
# bindings/java/gen/tavreli); the wrapper stands for both.
TAV_SWIG_JAVA_FLAGS = -java -doxygen -package tavreli -module Tavreli
bindings/java/tavreli_wrap.c: $(tav_swig_interface) bindings/java/tavreli_java.i $(include_HEADERS) $(tavreli_headers_HEADERS) libtavreli/tavreli/version.h
	$(AM_V_GEN)rm -rf bindings/java/gen/tavreli/*.java && \
	$(MKDIR_P) bindings/java/gen/tavreli && \
	$(SWIG) $(TAV_SWIG_JAVA_FLAGS) -I$(srcdir)/bindings -I$(srcdir)/bindings/tier \
		-I$(top_builddir)/libtavreli -I$(srcdir)/libtavreli \
		-outdir bindings/java/gen/tavreli -o $@.tmp.c $(srcdir)/bindings/tavreli.i && \
	mv $@.tmp.c $@

# Where the installed jar finds libtavreli_jni.so.
bindings/java/gen/BuildConfig.java: Makefile
	$(AM_V_GEN)$(MKDIR_P) bindings/java/gen && \
	{ echo 'package tavreli;'; \
	  echo '/** Written by make: where make install puts libtavreli_jni. */'; \
	  echo 'final class BuildConfig {'; \
	  echo '    private BuildConfig() {}'; \
	  echo '    static final String LIBDIR = "$(libdir)";'; \
	  echo '}'; } > $@.tmp && mv $@.tmp $@

bindings/java/tavreli.jar: bindings/java/tavreli_wrap.c bindings/java/gen/BuildConfig.java $(tav_java_sources)
	$(AM_V_GEN)rm -rf bindings/java/classes && $(MKDIR_P) bindings/java/classes && \
	srcs=; for f in $(tav_java_sources); do srcs="$$srcs $(srcdir)/$$f"; done && \
	$(JAVAC) $(JAVACFLAGS) -Xlint:all -encoding UTF-8 -d bindings/java/classes \
		bindings/java/gen/tavreli/*.java bindings/java/gen/BuildConfig.java $$srcs && \
	printf 'Implementation-Title: tavreli\nImplementation-Version: %s\nBundle-License: MIT\n' '$(PACKAGE_VERSION)' > $@.mf.tmp && \
	$(JAR) cfm $@.tmp $@.mf.tmp -C bindings/java/classes . && rm -f $@.mf.tmp && mv $@.tmp $@

ALL_LOCAL += bindings/java/tavreli.jar
CLEAN_LOCAL += clean-java
clean-java:
	rm -rf bindings/java/gen bindings/java/classes bindings/java/test-classes \
	  bindings/java/installcheck-classes
CLEANFILES += bindings/java/tavreli_wrap.c bindings/java/tavreli.jar

TESTS += bindings/java/java-tests.sh
bindings/java/java-tests.sh.log bindings/java/java-tests.log: bindings/java/tavreli.jar bindings/java/libtavreli_jni.la

# The same tests against the installed jar and library (found through
# BuildConfig.LIBDIR, as a user's program would).
INSTALLCHECK_LOCAL += installcheck-java
installcheck-java:
	JAVA='$(JAVA)' JAVAC='$(JAVAC)' TAV_JAVA_JAR='$(DESTDIR)$(tavrelijardir)/tavreli.jar' \
	  TAV_JAVA_WORKDIR='$(abs_top_builddir)/bindings/java/installcheck-classes' \
	  TESTDATA='$(abs_top_srcdir)/tests/data' \
	  $(SHELL) $(srcdir)/bindings/java/java-tests.sh
endif

# What the Java tests and examples of make check need.
AM_TESTS_ENVIRONMENT += \
	JAVA='$(JAVA)'; export JAVA; JAVAC='$(JAVAC)'; export JAVAC; \
	TAV_JAVA_JAR='$(abs_top_builddir)/bindings/java/tavreli.jar'; export TAV_JAVA_JAR; \
	TAV_JAVA_JNI='$(abs_top_builddir)/bindings/java/.libs/libtavreli_jni.so'; export TAV_JAVA_JNI;
.PHONY: clean-java installcheck-java
