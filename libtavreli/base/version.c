/* Run-time version of the linked library. */
#include "tavreli/version.h"

const char *tav_version_string(void) { return TAV_VERSION_STRING; }
unsigned tav_version_hex(void) { return TAV_VERSION_HEX; }
