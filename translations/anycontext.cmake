# cmake -DINPUT=<in.ts> -DOUTPUT=<out.ts> -P anycontext.cmake
# Writes a copy of a .ts file with every context renamed to "@any" (AppTranslator's fallback,
# see apptranslator.h), keeping the first of several messages with the same source text and
# disambiguation (check-translations.sh makes sure they are translated alike).
cmake_minimum_required(VERSION 3.24)
file(READ "${INPUT}" ts)
# List separators and brackets would split or glue list elements: park them.
string(ASCII 1 semicolon)
string(ASCII 2 open_bracket)
string(ASCII 3 close_bracket)
string(REPLACE ";" "${semicolon}" ts "${ts}")
string(REPLACE "[" "${open_bracket}" ts "${ts}")
string(REPLACE "]" "${close_bracket}" ts "${ts}")
string(REGEX REPLACE "<name>[^<]*</name>" "<name>@any</name>" ts "${ts}")

string(REPLACE "</message>" "</message>;" parts "${ts}")
set(out "")
set(seen "")
foreach(part IN LISTS parts)
    string(FIND "${part}" "<message" at)
    if(at EQUAL -1)
        string(APPEND out "${part}")
        continue()
    endif()
    string(SUBSTRING "${part}" ${at} -1 message)
    string(REGEX MATCH "<source>[^<]*</source>([ \n]*<comment>[^<]*</comment>)?" key "${message}")
    if(key IN_LIST seen)
        string(SUBSTRING "${part}" 0 ${at} before) # keep the context tags around it
        string(APPEND out "${before}")
    else()
        list(APPEND seen "${key}")
        string(APPEND out "${part}")
    endif()
endforeach()

string(REPLACE "${semicolon}" ";" out "${out}")
string(REPLACE "${open_bracket}" "[" out "${out}")
string(REPLACE "${close_bracket}" "]" out "${out}")
file(WRITE "${OUTPUT}" "${out}")
