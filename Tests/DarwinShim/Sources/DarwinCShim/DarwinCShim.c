// SwiftPM needs a source file for a C target. The shim only declares: it is compiled, never linked.
#include "DarwinCShim.h"
