# Configure checks contributed by the areas of the tree (bindings...).
# Each area adds one m4_include line here for its own m4/tav-*.m4 file.
m4_include([m4/tav-python.m4])
m4_include([m4/tav-java.m4])
m4_include([m4/tav-lua.m4])
m4_include([m4/tav-sanitizers.m4])
m4_include([m4/tav-emscripten.m4])
m4_include([m4/tav-cli.m4])
