sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1783.25 qps: 10726.42 (r/w/o: 0.00/7151.94/3574.48) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1716.81 qps: 10303.85 (r/w/o: 0.00/6870.23/3433.61) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1792.90 qps: 10750.39 (r/w/o: 0.00/7165.59/3584.80) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1719.99 qps: 10328.96 (r/w/o: 0.00/6887.98/3440.99) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1827.50 qps: 10960.97 (r/w/o: 0.00/7305.98/3654.99) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1892.71 qps: 11358.26 (r/w/o: 0.00/7572.84/3785.42) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1877.69 qps: 11268.14 (r/w/o: 0.00/7512.76/3755.38) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1845.57 qps: 11065.42 (r/w/o: 0.00/7374.28/3691.14) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 850.18 qps: 5085.08 (r/w/o: 0.00/3384.72/1700.36) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1640.45 qps: 9858.72 (r/w/o: 0.00/6577.82/3280.91) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1686.93 qps: 10128.60 (r/w/o: 0.00/6754.74/3373.87) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1973.31 qps: 11846.85 (r/w/o: 0.00/7900.23/3946.62) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1780.70 qps: 10659.39 (r/w/o: 0.00/7097.99/3561.40) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1677.12 qps: 10058.69 (r/w/o: 0.00/6707.47/3351.22) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1694.33 qps: 10180.96 (r/w/o: 0.00/6789.31/3391.66) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1758.79 qps: 10562.72 (r/w/o: 0.00/7045.15/3517.57) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1713.41 qps: 10260.48 (r/w/o: 0.00/6833.66/3426.82) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1410.43 qps: 8469.60 (r/w/o: 0.00/5648.74/2820.86) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1485.43 qps: 8916.59 (r/w/o: 0.00/5945.73/2970.86) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1664.66 qps: 9999.94 (r/w/o: 0.00/6670.63/3329.31) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1812.11 qps: 10856.69 (r/w/o: 0.00/7234.46/3622.23) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1841.88 qps: 11058.28 (r/w/o: 0.00/7372.52/3685.76) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1771.59 qps: 10624.54 (r/w/o: 0.00/7081.36/3543.18) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1751.43 qps: 10523.61 (r/w/o: 0.00/7020.75/3502.87) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1823.91 qps: 10941.48 (r/w/o: 0.00/7293.65/3647.83) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1571.82 qps: 9431.90 (r/w/o: 0.00/6288.27/3143.64) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 2005.32 qps: 12022.95 (r/w/o: 0.00/8012.30/4010.65) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1967.11 qps: 11807.64 (r/w/o: 0.00/7874.42/3933.22) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1689.15 qps: 10132.90 (r/w/o: 0.00/6753.60/3379.31) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1695.89 qps: 10181.36 (r/w/o: 0.00/6789.57/3391.79) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1813.55 qps: 10869.28 (r/w/o: 0.00/7244.18/3625.09) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1813.30 qps: 10881.80 (r/w/o: 0.00/7254.20/3627.60) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1891.92 qps: 11347.54 (r/w/o: 0.00/7563.69/3783.84) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1909.37 qps: 11451.24 (r/w/o: 0.00/7633.49/3817.75) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1413.84 qps: 8501.03 (r/w/o: 0.00/5671.36/2829.68) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1695.46 qps: 10164.79 (r/w/o: 0.00/6774.86/3389.93) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1688.36 qps: 10141.15 (r/w/o: 0.00/6763.43/3377.71) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1613.39 qps: 9671.33 (r/w/o: 0.00/6444.55/3226.78) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1807.36 qps: 10841.18 (r/w/o: 0.00/7226.45/3614.73) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 2091.55 qps: 12551.32 (r/w/o: 0.00/8368.21/4183.10) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1962.29 qps: 11781.71 (r/w/o: 0.00/7857.14/3924.57) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 2112.79 qps: 12661.76 (r/w/o: 0.00/8437.17/4224.59) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1981.62 qps: 11902.75 (r/w/o: 0.00/7939.50/3963.25) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 2286.26 qps: 13719.56 (r/w/o: 0.00/9146.04/4573.52) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1571.77 qps: 9417.63 (r/w/o: 0.00/6276.09/3141.54) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           317544
        other:                           158772
        total:                           476316
    transactions:                        79386  (1763.93 per sec.)
    queries:                             476316 (10583.58 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0047s
    total number of events:              79386

Latency (ms):
         min:                                    0.81
         avg:                                    4.53
         max:                                  385.29
         95th percentile:                       10.84
         sum:                               359727.32

Threads fairness:
    events (avg/stddev):           9923.2500/27.44
    execution time (avg/stddev):   44.9659/0.00

