# cmake -DINPUT=<in.ts> -DOUTPUT=<out.ts> -P anycontext.cmake
# Writes a copy of a .ts file with every context renamed to "@any" (AppTranslator's fallback).
file(READ "${INPUT}" ts)
string(REGEX REPLACE "<name>[^<]*</name>" "<name>@any</name>" ts "${ts}")
file(WRITE "${OUTPUT}" "${ts}")
